import {
  type ApiClient,
  createApiClient,
  createMemorySessionStore,
  demoRevokeSessionPath,
} from '@stride/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revokePathFor, revokeThenForget, revokeWaitMs } from './revoke-on-logout';

/** A client whose calls go to `fetch` (stubbed per test) with the bearer `jwt-1`. */
const client = (): ApiClient =>
  createApiClient({
    baseUrl: 'https://api.example.org/',
    session: createMemorySessionStore({ token: 'jwt-1', lastRefresh: Date.now() }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('revokePathFor', () => {
  it('takes VITE_LOGOUT_PATH when set, the demo backend in demo mode, and none for an API without one', () => {
    expect(revokePathFor({ VITE_API_URL: 'https://api.example.org/', VITE_LOGOUT_PATH: 'auth/revoke' })).toBe(
      'auth/revoke',
    );
    expect(revokePathFor({})).toBe(demoRevokeSessionPath);
    expect(revokePathFor({ VITE_API_URL: 'https://api.example.org/' })).toBeNull();
  });
});

describe('revokeThenForget (logout)', () => {
  it('posts the token to the revoke endpoint, then clears the session', async () => {
    const order: string[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      order.push(`${request.method} ${request.url} ${request.headers.get('Authorization')}`);
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await revokeThenForget(client(), 'auth/revoke', () => order.push('forget'));
    expect(order).toEqual(['POST https://api.example.org/auth/revoke Bearer jwt-1', 'forget']);
  });

  it('clears the session even when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Down' }, { status: 503 })),
    );
    const forget = vi.fn();
    await revokeThenForget(client(), 'auth/revoke', forget);
    expect(forget).toHaveBeenCalledOnce();
  });

  it(`clears the session after ${revokeWaitMs} ms when the server does not answer`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const forget = vi.fn();
    const done = revokeThenForget(client(), 'auth/revoke', forget);
    await vi.advanceTimersByTimeAsync(revokeWaitMs - 1);
    expect(forget).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(forget).toHaveBeenCalledOnce();
  });

  it('calls no server when no revoke endpoint is configured', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const forget = vi.fn();
    await revokeThenForget(client(), null, forget);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(forget).toHaveBeenCalledOnce();
  });
});
