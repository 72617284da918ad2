import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** One answer as a test saw it: the call's method and path (a query string is ignored), and what came back. */
export type Exchange = {
  method: string;
  path: string;
  status: number;
  contentType?: string;
  /** The parsed JSON body; undefined for an empty one. */
  body: unknown;
};

type Json = Record<string, unknown>;
type Operation = { template: string; method: string; responses: Record<string, Json> };
type Route = { template: string; pattern: RegExp; literals: number; operations: Record<string, Json> };

/** `/api/admin/notification/viewNotice/{id}` as a pattern that matches `/api/admin/notification/viewNotice/12`. */
function routeOf(template: string, operations: Record<string, Json>): Route {
  const segments = template.split('/');
  const pattern = segments
    .map((segment) =>
      /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return {
    template,
    pattern: new RegExp(`^${pattern}$`),
    literals: segments.filter((segment) => !segment.startsWith('{')).length,
    operations,
  };
}

/** The path part of a call: no origin, no query string, a leading slash, percent-decoding left alone. */
function pathOf(path: string): string {
  const bare = path.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0]!;
  return bare.startsWith('/') ? bare : `/${bare}`;
}

const where = (error: ErrorObject) => `answer${error.instancePath.replace(/\//g, '.')}`;

function described(error: ErrorObject): string {
  const { keyword, params } = error as ErrorObject & { params: Record<string, unknown> };
  if (keyword === 'additionalProperties')
    return `${where(error)} has '${String(params.additionalProperty)}', which the contract does not allow`;
  if (keyword === 'required') return `${where(error)} lacks '${String(params.missingProperty)}'`;
  if (keyword === 'enum' || keyword === 'const')
    return `${where(error)} ${error.message ?? 'is not allowed'}: ${JSON.stringify(params.allowedValues ?? params.allowedValue)}`;
  return `${where(error)} ${error.message ?? `fails ${keyword}`}`;
}

/**
 * Checks answers against an OpenAPI 3.1 document: `problems(exchange)` finds the operation for a concrete
 * path (a literal segment wins over a `{parameter}`), picks the response for the status (else `default`)
 * and validates the JSON body with Ajv (JSON Schema 2020-12). No problems: an empty list.
 */
export function answerChecker(document: Json): (exchange: Exchange) => string[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  const components = ((document.components ?? {}) as Json).responses as Record<string, Json> | undefined;
  const routes = Object.entries(paths)
    .map(([template, operations]) => routeOf(template, operations))
    .sort((a, b) => b.literals - a.literals);
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const compiled = new Map<Json, ValidateFunction>();

  const responseOf = (response: Json): Json => {
    const ref = response.$ref;
    return typeof ref === 'string' ? (components?.[ref.split('/').pop()!] ?? {}) : response;
  };

  function operationOf(method: string, path: string): Operation | string {
    const matching = routes.filter((route) => route.pattern.test(path));
    if (matching.length === 0) return `${method} ${path} is not in the contract`;
    for (const route of matching) {
      const operation = route.operations[method.toLowerCase()];
      if (operation)
        return { template: route.template, method, responses: operation.responses as Record<string, Json> };
    }
    const methods = matching.flatMap((route) =>
      Object.keys(route.operations).map((one) => one.toUpperCase()),
    );
    return `${method} ${path} is not in the contract (${matching[0]!.template} has ${unique(methods).join(', ')})`;
  }

  return function problems({ method, path, status, contentType, body }: Exchange): string[] {
    const operation = operationOf(method.toUpperCase(), pathOf(path));
    if (typeof operation === 'string') return [operation];
    const call = `${operation.method} ${operation.template}`;
    const declared = operation.responses[String(status)] ?? operation.responses.default;
    if (!declared) return [`${call} answered ${status}, which the contract does not list`];
    const response = responseOf(declared);
    const content = response.content as Record<string, Json> | undefined;
    if (!content)
      return body === undefined ? [] : [`${call} answered ${status} with a body; the contract says none`];
    if (body === undefined) return [`${call} answered ${status} with no body; the contract says JSON`];
    if (contentType !== undefined && !/json/i.test(contentType))
      return [`${call} answered ${status} as ${contentType}; the contract says application/json`];
    const schema = content['application/json']?.schema as Json | undefined;
    if (!schema) return [];
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `${call} answered ${status}: ${described(error)}`);
  };
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];
