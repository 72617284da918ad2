import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isApiError } from './api-error';
import type { ApiError } from './api-error';
import { createApiClient, refreshAfterMs } from './create-api-client';
import { createMemorySessionStore } from './session-store';

const host = 'https://api.example.org/';
const start = new Date('2026-03-02T08:00:00Z').getTime();
const okSchema = z.object({ ok: z.boolean() });

const server = setupServer();
/** Tokens seen by the echo endpoint, and how many refresh calls arrived. */
let seenTokens: (string | null)[] = [];
let refreshCalls = 0;
let refreshAnswer: () => Response | Promise<Response> = () => HttpResponse.json({ new_token: 'token-2' });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  // Only Date is faked: msw's own timers must keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  seenTokens = [];
  refreshCalls = 0;
  refreshAnswer = () => HttpResponse.json({ new_token: 'token-2' });
  server.use(
    http.get(`${host}api/echo`, ({ request }) => {
      seenTokens.push(request.headers.get('authorization'));
      return HttpResponse.json({ ok: true });
    }),
    http.post(`${host}api/admin/refresh-token`, () => {
      refreshCalls += 1;
      return refreshAnswer();
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function setup(lastRefresh: number | null, token: string | null = 'token-1') {
  const session = createMemorySessionStore({ token, lastRefresh });
  const onRefreshFailed = vi.fn<(error: ApiError) => void>();
  const onExpired = vi.fn();
  const client = createApiClient({ baseUrl: host, session, onRefreshFailed, onExpired });
  const echo = () => client.request({ path: 'api/echo', schema: okSchema });
  return { session, client, echo, onRefreshFailed, onExpired };
}

describe('token refresh', () => {
  // Rules: session.refresh.after-13600-s
  it('does not refresh at exactly 13600 s since the last refresh', async () => {
    const { echo, session } = setup(start - refreshAfterMs);
    await echo();
    expect(refreshCalls).toBe(0);
    expect(session.getToken()).toBe('token-1');
  });

  // Rules: session.refresh.after-13600-s, session.endpoint.refresh-token
  it('refreshes once more than 13600 s have passed, keeping the new token and the refresh time', async () => {
    const { echo, session } = setup(start - refreshAfterMs - 1000);
    await expect(echo()).resolves.toEqual({ ok: true });
    expect(refreshCalls).toBe(1);
    expect(session.getToken()).toBe('token-2');
    expect(session.getLastRefresh()).toBe(start);

    await echo();
    expect(seenTokens).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(refreshCalls).toBe(1);
  });

  // Rules: session.endpoint.refresh-token
  it('sends the refresh call with the current token', async () => {
    let auth: string | null = null;
    server.use(
      http.post(`${host}api/admin/refresh-token`, ({ request }) => {
        auth = request.headers.get('authorization');
        refreshCalls += 1;
        return HttpResponse.json({ new_token: 'token-2' });
      }),
    );
    await setup(start - refreshAfterMs - 1).echo();
    expect(auth).toBe('Bearer token-1');
  });

  // Rules: session.refresh.first-refresh-earlier
  it('starts an unknown refresh time 20 s in the past instead of refreshing', async () => {
    const { echo, session } = setup(null);
    await echo();
    expect(refreshCalls).toBe(0);
    expect(session.getLastRefresh()).toBe(start - 20_000);

    vi.setSystemTime(start - 20_000 + refreshAfterMs + 1);
    await echo();
    expect(refreshCalls).toBe(1);
  });

  it('never refreshes without a token', async () => {
    const { echo, session } = setup(start - refreshAfterMs * 2, null);
    await echo();
    expect(refreshCalls).toBe(0);
    expect(session.getLastRefresh()).toBe(start - refreshAfterMs * 2);
  });

  it('runs one refresh for answers that arrive together', async () => {
    refreshAnswer = async () => {
      await delay(30);
      return HttpResponse.json({ new_token: 'token-2' });
    };
    const { echo, session } = setup(start - refreshAfterMs - 1);
    await Promise.all([echo(), echo(), echo()]);
    expect(refreshCalls).toBe(1);
    expect(session.getToken()).toBe('token-2');
  });

  // Rules: session.refresh.failure-alert
  it('still answers the original call when the refresh fails, and reports the failure', async () => {
    refreshAnswer = () => HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    const { echo, session, onRefreshFailed, onExpired } = setup(start - refreshAfterMs - 1);
    await expect(echo()).resolves.toEqual({ ok: true });
    expect(onRefreshFailed).toHaveBeenCalledOnce();
    expect(onRefreshFailed.mock.calls[0]?.[0]).toMatchObject({ kind: 'http', status: 500 });
    expect(session.getToken()).toBe('token-1');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('reports a refresh answer without new_token as an invalid response', async () => {
    refreshAnswer = () => HttpResponse.json({ token: 'x' });
    const { echo, onRefreshFailed } = setup(start - refreshAfterMs - 1);
    await echo();
    expect(onRefreshFailed.mock.calls[0]?.[0]).toMatchObject({ kind: 'invalid-response' });
  });

  it('ends the session when the refresh call says the token expired', async () => {
    refreshAnswer = () => HttpResponse.json({ error: 'token_expired' }, { status: 401 });
    const { echo, session, onRefreshFailed, onExpired } = setup(start - refreshAfterMs - 1);
    await expect(echo()).resolves.toEqual({ ok: true });
    expect(onExpired).toHaveBeenCalledOnce();
    expect(onRefreshFailed).not.toHaveBeenCalled();
    expect(session.getToken()).toBeNull();
  });

  it('does not refresh after an error answer', async () => {
    server.use(http.get(`${host}api/broken`, () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const { client } = setup(start - refreshAfterMs - 1);
    const error: unknown = await client
      .request({ path: 'api/broken', schema: okSchema })
      .catch((reason: unknown) => reason);
    expect(isApiError(error) && error.kind).toBe('http');
    expect(refreshCalls).toBe(0);
  });

  it('does not bring a session back when the admin logs out during the refresh', async () => {
    const { client, session } = setup(start - 1000);
    const refreshing = client.refreshSession();
    session.clear();
    await refreshing;
    expect(refreshCalls).toBe(1);
    expect(session.getToken()).toBeNull();
  });

  it('refreshes on demand through refreshSession', async () => {
    const { client, session } = setup(start - 1000);
    await client.refreshSession();
    expect(refreshCalls).toBe(1);
    expect(session.getToken()).toBe('token-2');
    expect(session.getLastRefresh()).toBe(start);
  });
});
