import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient } from '../client/create-api-client';
import { createMemorySessionStore } from '../client/session-store';

/** The API host of the api package's own tests (not local: the client's URLs are proven absolute). */
export const testHost = 'https://api.example.org/';

/**
 * For one test file: an MSW server (unhandled calls fail loudly, a test's handlers are dropped after
 * it) and a client signed in with a fresh token, against `testHost`.
 */
export function startTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const client = createApiClient({
    baseUrl: testHost,
    session: createMemorySessionStore({ token: 'jwt', lastRefresh: Date.now() }),
  });
  return { server, client };
}

/** One call a `recordCalls` handler saw: its path and JSON body (undefined without one). */
export type RecordedCall = { path: string; body: unknown };

/** Answers `answer` (with `status`) on `method` `path` of `testHost`, and records every call. */
export function recordCalls(
  server: SetupServer,
  method: 'get' | 'post',
  path: string,
  answer: JsonBodyType,
  status = 200,
): RecordedCall[] {
  const seen: RecordedCall[] = [];
  server.use(
    http[method](testHost + path, async ({ request }) => {
      const text = await request.text();
      seen.push({ path: new URL(request.url).pathname, body: text === '' ? undefined : JSON.parse(text) });
      return HttpResponse.json(answer, { status });
    }),
  );
  return seen;
}

/** One request a `recordRequests` handler saw: method, path, query, body (JSON, or a multipart form's entry names) and bearer. */
export type RecordedRequest = {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
};

/** Answers `answer` on any method of `path` of `testHost`, and records every request as a caller would check it. */
export function recordRequests(server: SetupServer, path: string, answer: JsonBodyType): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  server.use(
    http.all(testHost + path, async ({ request }) => {
      let body: unknown;
      if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
        const form = await request.formData();
        body = Object.fromEntries(
          [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
        );
      } else {
        const text = await request.text();
        body = text === '' ? undefined : JSON.parse(text);
      }
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        search: url.search,
        body,
        authorization: request.headers.get('authorization'),
      });
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}
