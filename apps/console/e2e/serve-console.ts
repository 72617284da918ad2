// Vitest global setup of the e2e project: builds the console (demo mode) and serves it on localhost
// with the production server `npm start` uses, so every walk runs under its Content-Security-Policy.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { serveConsole } from '../../../scripts/console-server.mjs';

const consoleRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

export default async function setup(project: TestProject) {
  const configFile = path.join(consoleRoot, 'vite.config.ts');
  // Vitest sets NODE_ENV=test, which would bundle React's development build; `npm run build` sets
  // production too, so the walk and the JS budgets see what users get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: consoleRoot, configFile, logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const server = await serveConsole();
  project.provide('consoleUrl', server.url);
  return server.close;
}

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
  }
}
