import type { ApiClient } from '@stride/api';
import { createApiClient, createMemorySessionStore, login } from '@stride/api';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { demoPassword } from '../data/demo-accounts';
import { resetDemoDb } from '../data/demo-db';
import { createDemoServer } from '../node';

/** Any host works: the handlers match every origin. A non-local one proves it. */
export const testApiHost = 'https://api.stride-demo.test/';

/**
 * Starts the demo server for a test file: unhandled calls fail loudly, fault handlers added by a
 * test are dropped after it, and every test starts from a fresh dataset.
 */
export function startDemoServerForTests(): SetupServer {
  const server = createDemoServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDemoDb();
  });
  afterAll(() => server.close());
  return server;
}

export function createTestClient(onExpired?: () => void): ApiClient {
  return createApiClient({ baseUrl: testApiHost, session: createMemorySessionStore(), onExpired });
}

/** A client signed in as one of the demo accounts. */
export async function signedInClient(email: string): Promise<ApiClient> {
  const client = createTestClient();
  await login(client, { email, password: demoPassword });
  return client;
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}
