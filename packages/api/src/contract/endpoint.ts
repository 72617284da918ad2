import type { z } from 'zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint as the contract (docs/api/openapi.json) shows it, declared beside its endpoint function
 * with the very schema objects the function sends and parses (ADR 0124). Two functions that call the
 * same method and path (the dashboard's actions) each declare what they parse; the document merges
 * them into one operation whose answer is any of theirs.
 */
export type Endpoint = {
  /** The endpoint function's name, unique in the registry; the operation's id. */
  name: string;
  method: HttpMethod;
  /** An OpenAPI path template: '/api/admin/notification/viewNotice/{id}'. */
  path: string;
  /** One line: what the call does or answers. */
  summary: string;
  /** The query string the function sends, as an object schema (one parameter per key). */
  query?: z.ZodObject;
  /** The JSON body the function sends, where it sends a known shape. */
  body?: z.ZodType;
  /** The body is a multipart form with a `file` (uploads). */
  upload?: boolean;
  /** Called without a token (login): no bearer security. */
  public?: boolean;
  /** The answer the function parses (its input side is what the server sends). */
  answer: z.ZodType;
};

/** A path parameter's placeholder as an endpoint's path function receives it. */
const placeholder = (name: string) => `{${name}}`;

/**
 * The OpenAPI template of a path function: `pathTemplate(viewNoticePath, 'id')` calls
 * `viewNoticePath('{id}')` and undoes the percent-encoding of the braces, so the template is the
 * function's own path and never written twice.
 */
export function pathTemplate<Args extends readonly unknown[]>(
  pathOf: (...args: Args) => string,
  ...names: { [Index in keyof Args]: string }
): string {
  const path = (pathOf as unknown as (...args: string[]) => string)(...names.map(placeholder));
  return path.replace(/%7B/gi, '{').replace(/%7D/gi, '}');
}

/** Declares an endpoint; `path` may be the client's relative path ('api/admin/alerts'). */
export function endpoint(declaration: Endpoint): Endpoint {
  // A path constant may carry a fixed query ('api/admin/schools?v2=yes'): the declaration's `query` shows it.
  const bare = declaration.path.split('?')[0]!;
  const path = bare.startsWith('/') ? bare : `/${bare}`;
  return { ...declaration, path };
}

/** An area's endpoints under the heading the document groups them by (docs/endpoints.md's areas). */
export type EndpointArea = { area: string; endpoints: readonly Endpoint[] };
