import type { SetupServer } from 'msw/node';
import { setupServer } from 'msw/node';
import { handlers } from './handlers/all-handlers';

/** An MSW server with every demo handler, for node tests: `listen()` before, `close()` after. */
export function createDemoServer(): SetupServer {
  return setupServer(...handlers);
}
