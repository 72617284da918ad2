import type { DemoAccount } from '../app/demo-atoms';

/** Starts the MSW worker that answers every documented endpoint from the seeded dataset. */
export async function startDemo(): Promise<readonly DemoAccount[]> {
  const { startDemoWorker, demoAccounts } = await import('@stride/mocks/browser');
  await startDemoWorker();
  return demoAccounts;
}
