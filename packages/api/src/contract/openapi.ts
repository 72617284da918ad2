import { z } from 'zod';
import type { Endpoint, EndpointArea } from './endpoint';

/** A JSON Schema (2020-12) or OpenAPI object, as JSON. */
type Json = Record<string, unknown>;

/**
 * The body of an error answer as the client reads it (packages/api/src/client/api-error.ts): the
 * server's `message` is shown to the admin, else its `error` code; a body whose message is 'Token has
 * expired' or 'TokenInvalidException', or whose error is 'token_expired', ends the session whatever
 * its status.
 */
const errorAnswerSchema = z.looseObject({
  message: z.string().optional(),
  error: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** The answers every call may get besides its own (components.responses). */
const errorResponses = {
  Unauthorised: {
    status: '401',
    description:
      'The token is missing, expired, revoked or unknown: the session ends and the console goes to Login. ' +
      'A 401 to a call made without a token (login) is a refused login; `message` is shown.',
  },
  Forbidden: {
    status: '403',
    description: 'The admin may not do this: `message` (else `error`) is shown with a Retry.',
  },
  Unprocessable: {
    status: '422',
    description:
      'The request was refused as invalid: `message` (else `error`) is shown; `errors` may name the fields.',
  },
} as const;

/** Any other failing status: the console shows `message` (else `error`, else the status). */
const otherFailure = 'Any other failure: `message` (else `error`) is shown with a Retry.';

/** A zod schema as JSON Schema 2020-12, the side the server sends (`input`) or the client sends (`output`). */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    cycles: 'throw',
    reused: 'inline',
  }) as Json;
  return json;
}

const oneOrAny = (schemas: Json[]): Json => (schemas.length === 1 ? schemas[0]! : { anyOf: schemas });

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** `runAction reset_password` → `runAction_reset_password`. */
const operationId = (name: string) => name.replace(/[^A-Za-z0-9_]+/g, '_');

/** The `{name}` parameters of a path template, in order. */
const pathParameters = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

function parametersOf(declarations: readonly Endpoint[]): Json[] {
  const path = pathParameters(declarations[0]!.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const queries = declarations.flatMap((declaration) => (declaration.query ? [declaration.query] : []));
  const names = unique(queries.flatMap((query) => Object.keys(query.shape)));
  const query = names.map((name) => {
    const fields = queries.flatMap((query) => (name in query.shape ? [query.shape[name] as z.ZodType] : []));
    const required =
      fields.length === declarations.length && fields.every((field) => !field.safeParse(undefined).success);
    const schemas = fields.map((field) => jsonSchemaOf(field, 'output'));
    const schema = oneOrAny(unique(schemas.map((one) => JSON.stringify(one))).map((one) => JSON.parse(one)));
    return {
      name: schema.type === 'array' ? `${name}[]` : name,
      in: 'query',
      required,
      schema,
      ...(schema.type === 'array' ? { style: 'form', explode: true } : {}),
    };
  });
  return [...path, ...query];
}

function requestBodyOf(declarations: readonly Endpoint[]): Json | undefined {
  if (declarations.some((declaration) => declaration.upload))
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            description: 'The file under the field the call names, with any other fields as text.',
          },
        },
      },
    };
  const bodies = unique(declarations.flatMap((declaration) => (declaration.body ? [declaration.body] : [])));
  if (bodies.length === 0) return undefined;
  return {
    required: true,
    content: {
      'application/json': { schema: oneOrAny(bodies.map((body) => jsonSchemaOf(body, 'output'))) },
    },
  };
}

function responsesOf(declarations: readonly Endpoint[]): Json {
  const answers = unique(declarations.map((declaration) => declaration.answer));
  const mayBeEmpty = answers.some((answer) => answer.safeParse(undefined).success);
  return {
    '200': {
      description: 'The answer the console parses.',
      content: {
        'application/json': { schema: oneOrAny(answers.map((answer) => jsonSchemaOf(answer, 'input'))) },
      },
    },
    ...(mayBeEmpty ? { '204': { description: 'Done, with no body.' } } : {}),
    ...Object.fromEntries(
      Object.entries(errorResponses).map(([name, { status }]) => [
        status,
        { $ref: `#/components/responses/${name}` },
      ]),
    ),
    default: { $ref: '#/components/responses/Failure' },
  };
}

function operationOf(area: string, declarations: readonly Endpoint[]): Json {
  const [first] = declarations;
  const description =
    declarations.length > 1
      ? [
          'One call, several endpoint functions: each sends its own body and parses its own answer.',
          '',
          ...declarations.map(({ name, summary }) => `- \`${name}\`: ${summary}`),
        ].join('\n')
      : undefined;
  const parameters = parametersOf(declarations);
  const requestBody = requestBodyOf(declarations);
  return {
    operationId: operationId(first!.name),
    summary: first!.summary,
    ...(description ? { description } : {}),
    tags: [area],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(declarations),
    ...(declarations.every((declaration) => declaration.public) ? { security: [] } : {}),
  };
}

const methodOrder = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The OpenAPI 3.1 document of every declared endpoint (docs/api/openapi.json, `npm run openapi`):
 * declarations with the same method and path are one operation. Paths are sorted, so the file only
 * changes when an endpoint does.
 */
export function openApiDocument(areas: readonly EndpointArea[]): Json {
  const byOperation = new Map<string, { area: string; declarations: Endpoint[] }>();
  for (const { area, endpoints } of areas)
    for (const declaration of endpoints) {
      const key = `${declaration.method} ${declaration.path}`;
      const entry = byOperation.get(key) ?? { area, declarations: [] };
      entry.declarations.push(declaration);
      byOperation.set(key, entry);
    }
  const paths: Record<string, Record<string, Json>> = {};
  const keys = [...byOperation.keys()].sort((a, b) => {
    const [methodA, pathA] = a.split(' ') as [string, string];
    const [methodB, pathB] = b.split(' ') as [string, string];
    return pathA.localeCompare(pathB) || methodOrder.indexOf(methodA) - methodOrder.indexOf(methodB);
  });
  for (const key of keys) {
    const { area, declarations } = byOperation.get(key)!;
    const { method, path } = declarations[0]!;
    (paths[path] ??= {})[method.toLowerCase()] = operationOf(area, declarations);
  }
  const errorAnswer = jsonSchemaOf(errorAnswerSchema, 'input');
  const errorContent = { 'application/json': { schema: errorAnswer } };
  return {
    openapi: '3.1.1',
    info: {
      title: 'Stride console API',
      version: '1.0.0',
      description: [
        'The calls the Stride admin console makes, with the answers it parses: generated from the',
        "endpoint declarations in `packages/api` (`npm run openapi`). Answer schemas are the input side of the console's",
        'zod schemas: what the server must send. Paths the product specification does not show are assumed',
        '(docs/endpoints.md says which); a real API that differs changes `packages/api` in one place.',
      ].join(' '),
    },
    servers: [{ url: '/', description: "The API host (the console's VITE_API_URL)" }],
    security: [{ bearer: [] }],
    tags: areas.map(({ area }) => ({ name: area })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token from login (refreshed by POST /api/admin/refresh-token).',
        },
      },
      responses: {
        ...Object.fromEntries(
          Object.entries(errorResponses).map(([name, { description }]) => [
            name,
            { description, content: errorContent },
          ]),
        ),
        Failure: { description: otherFailure, content: errorContent },
      },
    },
  };
}
