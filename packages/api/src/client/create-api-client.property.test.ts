// Property: whatever the server answers (any status, any body, a body that breaks off, no answer at
// all, an expiry message), every endpoint function returns data or rejects with an ApiError of a
// known kind; nothing else is ever thrown.
import fc from 'fast-check';
import { afterEach, expect, it, vi } from 'vitest';
import { defaultFilterSelection } from '@stride/domain';
import { getHomeData } from '../metrics/home-data';
import { getDashboardHome } from '../home/dashboard-home';
import { getAdminMessages } from '../inbox/admin-messages';
import { getNotices, viewNotice } from '../notices/notices';
import { getCouncils } from '../organisations/councils';
import { login } from '../session/login';
import { ApiError, type ApiErrorKind } from './api-error';
import { createApiClient, refreshAfterMs, type ApiClient } from './create-api-client';
import { createMemorySessionStore } from './session-store';

afterEach(() => vi.unstubAllGlobals());

/** Real endpoint functions, each with the top-level keys of its answer (so bodies get past the first check). */
const endpoints: Array<{ call: (client: ApiClient) => Promise<unknown>; keys: string[] }> = [
  { call: (client) => getAdminMessages(client), keys: ['messages', 'unread'] },
  { call: (client) => getCouncils(client), keys: ['councils'] },
  { call: (client) => getDashboardHome(client), keys: ['school', 'school_stats', 'guides', 'achievements'] },
  { call: (client) => getHomeData(client, defaultFilterSelection), keys: ['data'] },
  {
    call: (client) => getNotices(client, { schoolId: 4, page: 0, filter: null }),
    keys: ['posts', 'count', 'bucket_url'],
  },
  { call: (client) => viewNotice(client, 7), keys: ['notice', 'comments'] },
  {
    call: (client) => login(client, { email: 'a@b.test', password: 'x' }),
    keys: ['user', 'token', 'error', 'message'],
  },
];

const kinds: ApiErrorKind[] = ['network', 'http', 'invalid-response', 'expired'];

/** A JSON value, an object with the endpoint's keys holding any JSON, or one of the expiry bodies. */
const jsonBody = (keys: string[]) =>
  fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.constantFrom(...keys), fc.jsonValue()),
    fc.dictionary(
      fc.constantFrom(...keys),
      fc.oneof(
        fc.array(fc.dictionary(fc.string(), fc.jsonValue())),
        fc.dictionary(fc.string(), fc.jsonValue()),
      ),
    ),
    fc.constantFrom(
      { message: 'Token has expired' },
      { message: 'TokenInvalidException' },
      { error: 'token_expired' },
      { error: '' },
      { error: 42 },
    ),
  );

/** What fetch does: rejects with anything, or answers with any status and a JSON, text or broken body. */
const answer = (keys: string[]) =>
  fc.oneof(
    fc.record({ kind: fc.constant('rejects' as const), reason: fc.anything() }),
    fc.record({
      kind: fc.constant('answers' as const),
      status: fc.oneof(
        fc.constant(200),
        fc.integer({ min: 200, max: 599 }).filter((status) => ![204, 205, 304].includes(status)),
      ),
      body: fc.oneof(
        jsonBody(keys).map((value) => JSON.stringify(value) ?? ''),
        fc.string(),
        fc.constant(''),
      ),
      breaksOff: fc.boolean(),
    }),
  );

type Reply =
  | { kind: 'rejects'; reason: unknown }
  | { kind: 'answers'; status: number; body: string; breaksOff: boolean };

function fakeFetch(reply: Reply) {
  return async () => {
    if (reply.kind === 'rejects') throw reply.reason;
    const body = reply.breaksOff
      ? new ReadableStream({ start: (controller) => controller.error(new TypeError('connection reset')) })
      : reply.body;
    return new Response(body, { status: reply.status });
  };
}

it('returns data or a typed ApiError for any answer, never anything else', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc
        .nat({ max: endpoints.length - 1 })
        .chain((index) => fc.tuple(fc.constant(index), answer(endpoints[index]!.keys), fc.boolean())),
      async ([index, reply, refreshDue]) => {
        vi.stubGlobal('fetch', vi.fn(fakeFetch(reply)));
        const now = Date.now();
        // A refresh that is due makes the client call the refresh endpoint too (same fake answers).
        const session = createMemorySessionStore({
          token: 'token-1',
          lastRefresh: refreshDue ? now - refreshAfterMs - 1 : now,
        });
        const client = createApiClient({ baseUrl: 'https://api.example.org/', session, now: () => now });
        const outcome = await endpoints[index]!.call(client).then(
          () => 'data',
          (error: unknown) => error,
        );
        if (outcome !== 'data') {
          expect(outcome).toBeInstanceOf(ApiError);
          expect(kinds).toContain((outcome as ApiError).kind);
          expect((outcome as ApiError).message).not.toBe('');
        }
      },
    ),
    { numRuns: 400 },
  );
});
