/**
 * Demo mode: starts the MSW worker that answers every documented endpoint from the seeded dataset.
 * Loaded lazily, only when no API host is set, and not awaited before the first render (ADR 0098).
 */
export async function startDemo(): Promise<void> {
  const { startDemoWorker } = await import('@stride/mocks/browser');
  await startDemoWorker();
}

/** Forgets what this browser's demo kept (IndexedDB): the demo starts again from the seed. */
export async function resetDemo(): Promise<void> {
  const { resetDemoData } = await import('@stride/mocks/browser');
  await resetDemoData();
}
