import { setupServer } from 'msw/node';
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
