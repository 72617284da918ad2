import type { DemoAccount } from '../app/demo-atoms';

/**
 * Demo mode: starts the MSW worker that answers every documented endpoint from the seeded dataset,
 * and hands back the demo accounts for the login page. Loaded lazily, only when no API host is set.
 */
export async function startDemo(): Promise<readonly DemoAccount[]> {
  const { startDemoWorker, demoAccounts } = await import('@stride/mocks/browser');
  await startDemoWorker();
  return demoAccounts;
}
