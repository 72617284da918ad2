// Vitest global setup of the e2e project: builds the console (demo mode) and serves it on localhost.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { build, preview, type PreviewServer } from 'vite';

const consoleRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
let server: PreviewServer | undefined;

export default async function setup(project: TestProject) {
  const configFile = path.join(consoleRoot, 'vite.config.ts');
  await build({ root: consoleRoot, configFile, logLevel: 'warn', mode: 'production' });
  server = await preview({ root: consoleRoot, configFile, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('The preview server has no port');
  project.provide('consoleUrl', `http://127.0.0.1:${address.port}`);
  return async () => {
    await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
  }
}
