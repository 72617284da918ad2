import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerChecker } from './answer-problems';
import { contractDocument, endpointAreas } from './index';

const root = path.resolve(import.meta.dirname, '../../../..');
const committed = () => JSON.parse(readFileSync(path.join(root, 'docs/api/openapi.json'), 'utf8')) as unknown;
const document = contractDocument();
const declarations = endpointAreas.flatMap(({ endpoints }) => endpoints);
const operations = Object.entries(
  document.paths as Record<string, Record<string, { operationId: string }>>,
).flatMap(([template, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({
    method: method.toUpperCase(),
    template,
    operationId: operation.operationId,
  })),
);

/** The parts of an operation these tests read. */
type Operation = {
  security?: unknown[];
  requestBody: {
    content: Record<
      string,
      { schema: { anyOf: { properties: { action: { const?: string; enum?: string[] } } }[] } }
    >;
  };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { anyOf?: unknown[] } }> }>;
};
const operationAt = (template: string, method: string) =>
  (document.paths as Record<string, Record<string, Operation>>)[template]![method]!;

describe('the endpoint registry', () => {
  it('names every declaration once', () => {
    const names = declarations.map(({ name }) => name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(declarations.length).toBeGreaterThan(140);
  });

  it('gives every operation its own id', () => {
    const ids = operations.map(({ operationId }) => operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('writes every path as a template under /api, without a query string', () => {
    for (const { path: template } of declarations) expect(template).toMatch(/^\/api\/[^?#]*$/);
  });

  it('never writes one path twice with different parameter names', () => {
    const shapes = Object.keys(document.paths as object).map((template) =>
      template.replace(/\{[^}]+\}/g, '{}'),
    );
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
  });

  it('merges declarations of one method and path into one operation answering any of their answers', () => {
    const dashboard = operationAt('/api/admin/dashboard/', 'post');
    const answer = dashboard.responses['200']!.content!['application/json']!.schema;
    const actions = dashboard.requestBody.content['application/json']!.schema.anyOf.map(
      (body) => body.properties.action.const ?? body.properties.action.enum,
    );
    expect(answer.anyOf?.length).toBe(
      declarations.filter((one) => one.path === '/api/admin/dashboard/').length,
    );
    expect(actions.flat()).toEqual(
      expect.arrayContaining(['homeData', 'engagement', 'signups', 'getMarkers', 'getGeofences']),
    );
  });
});

describe('docs/api/openapi.json', () => {
  it('is what `npm run openapi` makes now (run it after changing an endpoint)', () => {
    expect(committed()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('is OpenAPI 3.1 with the bearer scheme and the error answers the client reads', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.security).toEqual([{ bearer: [] }]);
    const login = operationAt('/api/admin/login', 'post');
    expect(login.security).toEqual([]);
    expect(login.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorised' });
    const components = document.components as { responses: Record<string, unknown> };
    expect(Object.keys(components.responses)).toEqual([
      'Unauthorised',
      'Forbidden',
      'Unprocessable',
      'Failure',
    ]);
  });
});

/**
 * `METHOD path` pairs docs/endpoints.md names: its table rows, and any backticked call in its text. An
 * optional tail (`api/admin/travel_features[/{id}]`) names both paths; calls outside the API host
 * (`PUT {upload_url}`, the storage's) are left out.
 */
function documentedCalls(): { method: string; path: string; built: boolean; row: string }[] {
  const text = readFileSync(path.join(root, 'docs/endpoints.md'), 'utf8');
  const rows = [...text.matchAll(/^\|\s*\d+\s*\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`]+)`.*$/gm)].map(
    ([line, method, call]) => ({
      method: method!,
      path: call!,
      built: line.includes('Built:'),
      row: `${method} ${call}`,
    }),
  );
  const mentioned = [...text.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (api\/[^`\s]+)`/g)].map(
    ([, method, call]) => ({ method: method!, path: call!, built: true, row: `${method} ${call}` }),
  );
  return [...rows, ...mentioned]
    .flatMap((call) => {
      const optional = /^(.*)\[([^\]]+)\]$/.exec(call.path);
      return optional
        ? [
            { ...call, path: optional[1]! },
            { ...call, path: optional[1]! + optional[2]! },
          ]
        : [call];
    })
    .filter((call) => call.path.startsWith('api/'));
}

const check = answerChecker(document);

/** True when the contract has an operation for a documented call (its placeholders as a concrete call fills them). */
function inContract(method: string, documented: string) {
  const concrete = `/${documented.split('?')[0]!.replace(/\{[^}]+\}/g, '7')}`;
  // A failing status: the check looks the operation up without validating a success answer.
  return !check({ method, path: concrete, status: 599, body: {} }).some((problem) =>
    problem.includes('is not in the contract'),
  );
}

/** The pattern a documented path stands for: each `{placeholder}` any one segment. */
const patternOf = (documented: string) =>
  new RegExp(
    `^/${documented
      .split('?')[0]!
      .split('/')
      .map((segment) =>
        /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

/**
 * The catalogue writes the dashboard's actions as a last path segment (`POST api/admin/dashboard/homeData`);
 * the console sends the action in the body of POST api/admin/dashboard/ (the rows' Notes say so, ADR 0030).
 */
const isDashboardAction = (method: string, documented: string) =>
  method === 'POST' && /^\/?api\/admin\/dashboard\/[A-Za-z]+$/.test(documented);

describe('docs/endpoints.md and the contract', () => {
  const calls = documentedCalls();

  it('has in the contract every call the catalogue says is built', () => {
    // A row with an optional tail is built when either of its paths is.
    const found = new Set(calls.filter((call) => inContract(call.method, call.path)).map(({ row }) => row));
    const missing = calls
      .filter((call) => call.built && !isDashboardAction(call.method, call.path) && !found.has(call.row))
      .map(({ row }) => row);
    expect(missing).toEqual([]);
  });

  it('names every operation of the contract in the catalogue', () => {
    const unnamed = operations.filter(
      ({ method, template }) =>
        !calls.some(
          (call) =>
            call.method === method &&
            (patternOf(call.path).test(template) ||
              (template === '/api/admin/dashboard/' && isDashboardAction(call.method, call.path))),
        ),
    );
    expect(unnamed.map(({ method, template }) => `${method} ${template}`)).toEqual([]);
  });

  it('would notice a call the contract lacks', () => {
    expect(inContract('GET', 'api/admin/notification/viewNotice/{id}')).toBe(true);
    expect(inContract('GET', 'api/admin/notification/nowhere/{id}')).toBe(false);
    expect(inContract('PATCH', 'api/admin/notification/viewNotice/{id}')).toBe(false);
  });
});
