// With VITE_API_URL set the console talks to that host and carries no mock code (docs/architecture.md, "Demo mode").
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';

const consoleRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'stride-api-mode-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('builds for a real API host without the demo worker, handlers or accounts', async () => {
  process.env.VITE_API_URL = 'https://api.stride.example/';
  try {
    await build({
      root: consoleRoot,
      configFile: path.join(consoleRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    delete process.env.VITE_API_URL;
  }
  const assets = path.join(outDir, 'assets');
  const code = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
  expect(code).toContain('https://api.stride.example/');
  for (const demoOnly of ['mockServiceWorker', 'setupWorker', 'super@demo.test', 'stride-demo'])
    expect(code).not.toContain(demoOnly);
});
