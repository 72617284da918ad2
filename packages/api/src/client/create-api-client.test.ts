import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, isApiError, isUnauthorised } from './api-error';
import { createApiClient } from './create-api-client';
import { createMemorySessionStore } from './session-store';

const host = 'https://api.example.org/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const okSchema = z.object({ ok: z.boolean() });

/** Client with a fresh refresh time, so these tests see no token refresh. */
function clientWith(token: string | null = 'token-1', extra: { onExpired?: () => void } = {}) {
  const session = createMemorySessionStore({ token, lastRefresh: Date.now() });
  return { session, client: createApiClient({ baseUrl: host, session, ...extra }) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('requests', () => {
  // Rules: session.calls.bearer-token
  it('sends the bearer token and a JSON body, and returns the parsed answer', async () => {
    const seen: { auth: string | null; type: string | null; body: unknown }[] = [];
    server.use(
      http.post(`${host}api/echo`, async ({ request }) => {
        seen.push({
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          body: await request.json(),
        });
        return HttpResponse.json({ ok: true, extra: 'dropped' });
      }),
    );
    const { client } = clientWith('token-1');
    await expect(
      client.request({ method: 'POST', path: 'api/echo', body: { a: 1 }, schema: okSchema }),
    ).resolves.toEqual({ ok: true });
    expect(seen).toEqual([{ auth: 'Bearer token-1', type: 'application/json', body: { a: 1 } }]);
  });

  it('takes explicit bidi controls out of every text of an answer, so names read as typed', async () => {
    server.use(
      http.get(`${host}api/people`, () =>
        HttpResponse.json({ people: [{ name: 'Amelia \u202Egnp.exe', note: 'Zoë \u200F\u2067x\u2069' }] }),
      ),
    );
    const { client } = clientWith();
    const schema = z.object({ people: z.array(z.object({ name: z.string(), note: z.string() })) });
    await expect(client.request({ method: 'GET', path: 'api/people', schema })).resolves.toEqual({
      people: [{ name: 'Amelia gnp.exe', note: 'Zoë \u200Fx' }],
    });
  });

  // Rules: session.calls.bidi-escaped
  it('takes out bidi controls sent as JSON escapes too, from every text and every key', async () => {
    // PHP's json_encode writes U+202E as the six characters \u202e: the raw body holds no control.
    const body =
      '{"people":[{"name":"Amelia \\u202Egnp.exe","note":"\\u2066x\\u2069 \\u200f"}],' +
      '"rows":{"Year \\u202e7":"Car \\u202dpool"}}';
    expect(body).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    server.use(
      http.get(
        `${host}api/people`,
        () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const { client } = clientWith();
    const schema = z.object({
      people: z.array(z.object({ name: z.string(), note: z.string() })),
      rows: z.record(z.string(), z.string()),
    });
    await expect(client.request({ method: 'GET', path: 'api/people', schema })).resolves.toEqual({
      people: [{ name: 'Amelia gnp.exe', note: 'x \u200F' }],
      rows: { 'Year 7': 'Car pool' },
    });
  });

  it('sends no Authorization header without a token', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(`${host}api/echo`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await clientWith(null).client.request({ path: 'api/echo', schema: okSchema });
    expect(auth).toBeNull();
  });

  it('sends array query params as name[]=a&name[]=b', async () => {
    let query: string[] = [];
    server.use(
      http.get(`${host}api/years`, ({ request }) => {
        query = new URL(request.url).searchParams.getAll('schoolIds[]');
        return HttpResponse.json({ ok: true });
      }),
    );
    await clientWith().client.request({ path: 'api/years', query: { schoolIds: [4, 9] }, schema: okSchema });
    expect(query).toEqual(['4', '9']);
  });

  // Rules: session.calls.api-host
  it('joins a base URL given without a trailing slash', async () => {
    server.use(http.get('https://api.example.org/api/echo', () => HttpResponse.json({ ok: true })));
    const client = createApiClient({
      baseUrl: 'https://api.example.org',
      session: createMemorySessionStore(),
    });
    await expect(client.request({ path: 'api/echo', schema: okSchema })).resolves.toEqual({ ok: true });
  });
});

describe('errors', () => {
  it('turns a fetch rejection into a network error', async () => {
    server.use(http.get(`${host}api/echo`, () => HttpResponse.error()));
    const error = await failure(clientWith().client.request({ path: 'api/echo', schema: okSchema }));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.call).toBe('GET api/echo');
  });

  it('keeps status, code and message of a non-2xx answer', async () => {
    server.use(
      http.post(`${host}api/admin/login`, () =>
        HttpResponse.json({ error: 'school_disabled', message: 'Disabled' }, { status: 403 }),
      ),
    );
    const error = await failure(
      clientWith().client.request({
        method: 'POST',
        path: 'api/admin/login',
        schema: okSchema,
        refresh: false,
      }),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      code: 'school_disabled',
      message: 'Disabled',
      call: 'POST api/admin/login',
      fromServer: true,
    });
    expect(error).toBeInstanceOf(Error);
  });

  it('falls back to the error code, then to a generic message', async () => {
    server.use(
      http.get(`${host}api/a`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })),
      http.get(`${host}api/b`, () => new HttpResponse('<html>oops</html>', { status: 502 })),
    );
    const { client } = clientWith();
    expect(await failure(client.request({ path: 'api/a', schema: okSchema }))).toMatchObject({
      kind: 'http',
      message: 'not_found',
      fromServer: true,
    });
    expect(await failure(client.request({ path: 'api/b', schema: okSchema }))).toMatchObject({
      kind: 'http',
      status: 502,
      code: undefined,
      message: 'GET api/b failed with status 502',
      fromServer: false,
    });
  });

  it('reports a 401 to a call without a token (a refused login) as an http error that isUnauthorised recognises', async () => {
    server.use(
      http.get(`${host}api/echo`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    const error = await failure(clientWith(null).client.request({ path: 'api/echo', schema: okSchema }));
    expect(error.kind).toBe('http');
    expect(isUnauthorised(error)).toBe(true);
    expect(isUnauthorised(new ApiError({ kind: 'http', status: 500, message: 'x' }))).toBe(false);
    expect(isUnauthorised(new Error('401'))).toBe(false);
  });

  it('calls a 2xx answer that is not JSON an invalid response', async () => {
    server.use(http.get(`${host}api/echo`, () => new HttpResponse('<html></html>', { status: 200 })));
    const error = await failure(clientWith().client.request({ path: 'api/echo', schema: okSchema }));
    expect(error).toMatchObject({
      kind: 'invalid-response',
      status: 200,
      call: 'GET api/echo',
      message: 'The answer to GET api/echo is not JSON',
    });
  });

  it('names the call and the fields when the answer does not match its schema', async () => {
    server.use(http.get(`${host}api/echo`, () => HttpResponse.json({ ok: 'yes' })));
    const error = await failure(clientWith().client.request({ path: 'api/echo', schema: okSchema }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(/^Unexpected answer to GET api\/echo: ok: /);
  });

  it('reports a 2xx body carrying only an error code as an http error with that code', async () => {
    server.use(http.get(`${host}api/echo`, () => HttpResponse.json({ error: 'invalid_credentials' })));
    const error = await failure(clientWith().client.request({ path: 'api/echo', schema: okSchema }));
    expect(error).toMatchObject({ kind: 'http', status: 200, code: 'invalid_credentials' });
  });

  it('isApiError tells our errors from others', () => {
    expect(isApiError(new ApiError({ kind: 'network', message: 'x' }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'http' })).toBe(false);
  });
});

// Rules: session.expiry.clears-and-goes-to-root
describe('token expiry', () => {
  const expiredBodies = [
    { status: 401, body: { message: 'Token has expired' } },
    { status: 200, body: { message: 'TokenInvalidException' } },
    { status: 400, body: { error: 'token_expired' } },
  ];

  it.each(expiredBodies)(
    'clears the session, resets the refresh time and calls onExpired ($status, $body)',
    async ({ status, body }) => {
      server.use(http.get(`${host}api/echo`, () => HttpResponse.json(body, { status })));
      const onExpired = vi.fn();
      const { client, session } = clientWith('token-1', { onExpired });
      const error = await failure(client.request({ path: 'api/echo', schema: okSchema }));
      expect(error).toMatchObject({ kind: 'expired', status });
      expect(session.getToken()).toBeNull();
      expect(session.getLastRefresh()).toBeNull();
      expect(onExpired).toHaveBeenCalledOnce();
    },
  );

  it('leaves the session of a later login alone when a call of the ended one answers late', async () => {
    let answer: (() => void) | null = null;
    server.use(
      http.get(
        `${host}api/echo`,
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ message: 'Token has expired' }, { status: 401 }));
          }),
      ),
    );
    const onExpired = vi.fn();
    const { client, session } = clientWith('token-1', { onExpired });
    const late = failure(client.request({ path: 'api/echo', schema: okSchema }));
    await vi.waitFor(() => expect(answer).not.toBeNull());
    // The admin signed in again while the old call was on its way.
    session.setToken('token-2');
    answer!();
    await expect(late).resolves.toMatchObject({ kind: 'expired', status: 401 });
    expect(session.getToken()).toBe('token-2');
    expect(onExpired).not.toHaveBeenCalled();
  });

  // A Laravel-style API answers a revoked or unknown token with a plain 401: the session is gone too.
  it.each([
    { body: { message: 'Unauthenticated.' }, type: 'json' },
    { body: '<html><body>401 Unauthorized</body></html>', type: 'html' },
  ])('takes any 401 to a call made with a token as the end of the session ($type)', async ({ body }) => {
    server.use(
      http.get(`${host}api/echo`, () =>
        typeof body === 'string'
          ? new HttpResponse(body, { status: 401, headers: { 'Content-Type': 'text/html' } })
          : HttpResponse.json(body, { status: 401 }),
      ),
    );
    const onExpired = vi.fn();
    const { client, session } = clientWith('token-1', { onExpired });
    const error = await failure(client.request({ path: 'api/echo', schema: okSchema }));
    expect(error).toMatchObject({ kind: 'expired', status: 401 });
    expect(isUnauthorised(error)).toBe(true);
    expect(onExpired).toHaveBeenCalledOnce();
    expect(session.getToken()).toBeNull();
  });

  it('does not end the session on a 403: the action is refused, the session stays', async () => {
    server.use(
      http.get(`${host}api/echo`, () =>
        HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 }),
      ),
    );
    const onExpired = vi.fn();
    const { client, session } = clientWith('token-1', { onExpired });
    const error = await failure(client.request({ path: 'api/echo', schema: okSchema }));
    expect(error).toMatchObject({ kind: 'http', status: 403, message: 'This action is unauthorized.' });
    expect(onExpired).not.toHaveBeenCalled();
    expect(session.getToken()).toBe('token-1');
  });
});
