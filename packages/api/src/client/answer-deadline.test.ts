import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isApiError } from './api-error';
import { answerDeadlineMs, answerTimedOutMessage, createApiClient } from './create-api-client';
import { createMemorySessionStore } from './session-store';

const okSchema = z.object({ ok: z.boolean() });
const client = () =>
  createApiClient({
    baseUrl: 'https://api.example.org/',
    session: createMemorySessionStore({ token: 't', lastRefresh: Date.now() }),
  });

/** A server that answers `{ ok: true }` only when `answer()` is called; an aborted call rejects as fetch does. */
function heldServer() {
  const waiting: Array<() => void> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          waiting.push(() => resolve(Response.json({ ok: true })));
        }),
    ),
  );
  return { answer: () => waiting.forEach((respond) => respond()) };
}

const outcomeOf = (call: Promise<unknown>) =>
  call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('gives up on an answer slower than 10 s with a network ApiError coded timeout', async () => {
  heldServer();
  const outcome = outcomeOf(client().request({ path: 'api/echo', schema: okSchema }));
  await vi.advanceTimersByTimeAsync(answerDeadlineMs);
  const { error } = (await outcome) as { error: unknown };
  expect(isApiError(error) && { kind: error.kind, code: error.code, message: error.message }).toEqual({
    kind: 'network',
    code: 'timeout',
    message: answerTimedOutMessage,
  });
});

it('waits up to the deadline: an answer just inside it is data', async () => {
  const server = heldServer();
  const outcome = outcomeOf(client().request({ path: 'api/echo', schema: okSchema }));
  await vi.advanceTimersByTimeAsync(answerDeadlineMs - 1);
  server.answer();
  expect(await outcome).toEqual({ value: { ok: true } });
  // The timer is gone once the answer is in: nothing fires later.
  expect(vi.getTimerCount()).toBe(0);
});

it('lets a call without a deadline (step actions) and an upload run past 10 s', async () => {
  const server = heldServer();
  const long = outcomeOf(
    client().request({
      method: 'POST',
      path: 'api/step',
      body: { action: 'x' },
      schema: okSchema,
      deadline: false,
    }),
  );
  const upload = outcomeOf(
    client().request({ method: 'POST', path: 'api/upload', body: new FormData(), schema: okSchema }),
  );
  await vi.advanceTimersByTimeAsync(answerDeadlineMs * 6);
  server.answer();
  expect(await long).toEqual({ value: { ok: true } });
  expect(await upload).toEqual({ value: { ok: true } });
});
