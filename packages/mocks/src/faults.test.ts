import { deadlineTimer, getCouncils, getIsTermsAgreed, getSchools, login, refreshAdmin } from '@stride/api';
import { describe, expect, it, vi } from 'vitest';
import { demoPassword } from './data/demo-accounts';
import {
  expiredToken,
  forbidden,
  latency,
  malformedBody,
  networkError,
  noAnswer,
  serverError,
  serverErrorPage,
} from './faults';
import {
  journeyCountFromPage,
  scenarioFromPage,
  scenarioHandlers,
  scenarioNames,
  scenarioStorageKey,
} from './scenarios';
import { createTestClient, rejectionOf, signedInClient, startDemoServerForTests } from './testing/demo-api';

const server = startDemoServerForTests();

describe('fault scenarios as the api client sees them', () => {
  it('serverError(): ApiError http 500', async () => {
    const client = await signedInClient('super@demo.test');
    server.use(...serverError());
    expect(await rejectionOf(getSchools(client))).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 500,
    });
  });

  it('networkError(): ApiError network', async () => {
    const client = await signedInClient('super@demo.test');
    server.use(...networkError());
    expect(await rejectionOf(getSchools(client))).toMatchObject({ kind: 'network' });
  });

  it('malformedBody(): ApiError invalid-response, for a wrong shape and for a body that is not JSON', async () => {
    const client = await signedInClient('super@demo.test');
    server.use(
      ...malformedBody('*/api/admin/councils'),
      ...malformedBody('*/api/admin/schools', { body: 'not-json' }),
    );
    expect(await rejectionOf(getCouncils(client))).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(await rejectionOf(getSchools(client))).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('expiredToken(): ApiError expired, and the session is cleared', async () => {
    const onExpired = vi.fn();
    const client = createTestClient(onExpired);
    await login(client, { email: 'super@demo.test', password: demoPassword });
    server.use(...expiredToken());
    expect(await rejectionOf(getSchools(client))).toMatchObject({
      kind: 'expired',
      message: 'Token has expired',
    });
    expect(client.session.getToken()).toBeNull();
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('forbidden(): ApiError http 403 with a code and no words for a person, on the calls its pattern names', async () => {
    const client = await signedInClient('super@demo.test');
    server.use(...forbidden('*/api/admin/councils'));
    expect(await rejectionOf(getCouncils(client))).toMatchObject({
      kind: 'http',
      status: 403,
      code: 'forbidden',
    });
    expect((await getSchools(client)).schools.length).toBeGreaterThan(0);
  });

  it('serverErrorPage(): an HTML 500 page; ApiError http 500 that carries none of the HTML', async () => {
    const client = await signedInClient('super@demo.test');
    server.use(...serverErrorPage());
    const error = await rejectionOf(getSchools(client));
    expect(error).toMatchObject({ kind: 'http', status: 500, fromServer: false });
    expect(String((error as Error).message)).not.toMatch(/</);
  });

  it('latency(ms): the normal answer, later', async () => {
    const client = await signedInClient('super@demo.test');
    server.use(...latency(150));
    const started = performance.now();
    const { schools } = await getSchools(client);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(schools.length).toBeGreaterThan(0);
  });

  it('noAnswer(): the call waits until its 10 s deadline ends it with ApiError network, code timeout', async () => {
    const client = await signedInClient('super@demo.test');
    const deadlines: Array<() => void> = [];
    const realStart = deadlineTimer.start;
    deadlineTimer.start = (onDeadline) => {
      deadlines.push(onDeadline);
      return () => undefined;
    };
    try {
      let arrived = 0;
      server.use(...noAnswer('*/api/admin/schools*', { onCall: () => (arrived += 1) }));
      const outcome = rejectionOf(getSchools(client));
      await vi.waitFor(() => expect(arrived).toBe(1));
      deadlines.forEach((fire) => fire());
      expect(await outcome).toMatchObject({ kind: 'network', code: 'timeout' });
    } finally {
      deadlineTimer.start = realStart;
    }
  });

  it('leaves the login call alone unless asked', async () => {
    server.use(...serverError(), ...networkError());
    const answer = await login(createTestClient(), { email: 'super@demo.test', password: demoPassword });
    expect(answer.user.email).toBe('super@demo.test');

    server.use(...serverError('*/api/admin/login'));
    expect(
      await rejectionOf(login(createTestClient(), { email: 'super@demo.test', password: demoPassword })),
    ).toMatchObject({ status: 500 });
  });

  it('intercepts everything, login included, with includeLogin', async () => {
    server.use(...networkError(undefined, { includeLogin: true }));
    expect(
      await rejectionOf(login(createTestClient(), { email: 'super@demo.test', password: demoPassword })),
    ).toMatchObject({ kind: 'network' });
  });

  it('limits a fault to a path pattern', async () => {
    const client = await signedInClient('super@demo.test');
    server.use(...serverError('*/api/admin/schools*'));
    expect(await rejectionOf(getSchools(client))).toMatchObject({ status: 500 });
    expect((await getCouncils(client)).councils.length).toBeGreaterThan(0);
  });

  it('fails only the first call with once', async () => {
    const client = await signedInClient('super@demo.test');
    server.use(...serverError(undefined, { once: true }));
    expect(await rejectionOf(getIsTermsAgreed(client))).toMatchObject({ status: 500 });
    expect((await refreshAdmin(client)).user.email).toBe('super@demo.test');
  });
});

describe('named scenarios of the running demo', () => {
  const memoryStorage = () => {
    const values = new Map<string, string>();
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  };

  it('reads ?scenario= and remembers it for the session', () => {
    const storage = memoryStorage();
    expect(scenarioFromPage('?scenario=server-error', storage)).toBe('server-error');
    expect(storage.values.get(scenarioStorageKey)).toBe('server-error');
    expect(scenarioFromPage('', storage)).toBe('server-error');
  });

  it('clears the scenario with ?scenario=none and ignores unknown names', () => {
    const storage = memoryStorage();
    storage.setItem(scenarioStorageKey, 'slow');
    expect(scenarioFromPage('?scenario=none', storage)).toBeNull();
    expect(storage.values.has(scenarioStorageKey)).toBe(false);
    storage.setItem(scenarioStorageKey, 'bogus');
    expect(scenarioFromPage('', storage)).toBeNull();
    expect(scenarioFromPage('?scenario=expired', null)).toBe('expired');
  });

  it('reads the dataset size from ?journeys= and remembers it until another is named', () => {
    const storage = memoryStorage();
    expect(journeyCountFromPage('', storage)).toBe(30_000);
    expect(journeyCountFromPage('?journeys=large', storage)).toBe(100_000);
    expect(journeyCountFromPage('', storage)).toBe(100_000);
    expect(journeyCountFromPage('?journeys=default', storage)).toBe(30_000);
    expect(journeyCountFromPage('?journeys=huge', storage)).toBe(30_000);
    expect(journeyCountFromPage('', storage)).toBe(30_000);
  });

  it.each([
    ['server-error', { kind: 'http', status: 500 }],
    ['network-error', { kind: 'network' }],
    ['malformed', { kind: 'invalid-response' }],
    ['expired', { kind: 'expired' }],
    ['unauthenticated', { kind: 'expired', status: 401, message: 'Unauthenticated.' }],
    ['forbidden', { kind: 'http', status: 403, code: 'forbidden' }],
    ['server-error-page', { kind: 'http', status: 500, fromServer: false }],
  ] as const)('%s makes calls fail as %o', async (name, expected) => {
    const client = await signedInClient('council@demo.test');
    server.use(...scenarioHandlers(name));
    expect(await rejectionOf(getSchools(client))).toMatchObject(expected);
  });

  it('has handlers for every scenario name', () => {
    for (const name of scenarioNames) expect(scenarioHandlers(name).length).toBeGreaterThan(0);
  });
});
