// The console as a deployer runs it against a real API: built once with VITE_API_URL naming the
// reference HTTP API (packages/mocks/src/http-server.ts) on another origin, served by the production
// server with no setting of its own, and driven in Chromium. What the in-browser demo cannot show:
// the policy the build decides, CORS, the bearer header over HTTP, a plain 401 from any call.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApi, type ApiServer } from '@stride/mocks/http-server';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveConsole } from '../../../scripts/console-server.mjs';
import type { Page } from 'playwright-core';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const consoleRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'stride-over-http-'));
const browser = chromiumForThisFile();

let api: ApiServer;
let consoleServer: { url: string; close: () => Promise<void> };
const calls: string[] = [];

beforeAll(async () => {
  api = await serveApi({ log: (line) => calls.push(line) });
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  process.env.VITE_API_URL = api.url;
  try {
    await build({
      root: consoleRoot,
      configFile: path.join(consoleRoot, 'vite.config.ts'),
      logLevel: 'silent',
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
    delete process.env.VITE_API_URL;
  }
  // As any deployer serving dist/: the server is told nothing about the API.
  consoleServer = await serveConsole({ root: outDir, env: {} });
}, 300_000);

afterAll(async () => {
  await consoleServer?.close();
  await api?.close();
  rmSync(outDir, { recursive: true, force: true });
});

const apiOrigin = () => new URL(api.url).origin;

/** Signs the school admin in; its school's terms ask to be confirmed first (a write over HTTP). */
async function signInAsSchoolAdmin(page: Page) {
  await page.goto(consoleServer.url);
  await page.getByLabel('Username').fill('school@demo.test');
  await page.getByLabel(/^Password/).fill('stride-demo');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  // Its school's terms are asked for in every new session; they may show after Home has drawn.
  await page
    .getByRole('dialog', { name: 'Terms & conditions' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
}

describe('a build for a real API', () => {
  it('serves a policy that admits the API its build calls, with nothing said at serve time', async () => {
    const answer = await fetch(consoleServer.url);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${apiOrigin()}`));
    expect(policy).toMatch(new RegExp(`img-src [^;]*${apiOrigin()}`));
    // Any static host serves the same policy from the page itself, and from the _headers file.
    const html = (await answer.text()).replaceAll('&#39;', "'");
    expect(html).toContain(`http-equiv="Content-Security-Policy"`);
    expect(html).toMatch(new RegExp(`connect-src [^;"]*${apiOrigin()}`));
    expect(readFileSync(path.join(outDir, '_headers'), 'utf8')).toContain(apiOrigin());
  });

  // With VITE_API_URL set the console carries no mock code (docs/architecture.md, "Demo mode").
  it("carries none of the demo's code or files", async () => {
    const assets = path.join(outDir, 'assets');
    const code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    expect(code).toContain(api.url);
    for (const demoOnly of ['mockServiceWorker', 'setupWorker', 'super@demo.test', 'stride-demo'])
      expect(code).not.toContain(demoOnly);
    expect(existsSync(path.join(outDir, 'mockServiceWorker.js'))).toBe(false);
    expect(existsSync(path.join(outDir, 'demo'))).toBe(false);
    expect((await fetch(new URL('mockServiceWorker.js', consoleServer.url))).status).toBe(404);
  });

  it('signs in over HTTP on the other origin and shows Home from the API', async () => {
    const page = await browser().newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|CORS/i.test(message.text())) violations.push(message.text());
    });
    try {
      calls.length = 0;
      await signInAsSchoolAdmin(page);
      expect(calls.some((line) => /^POST \/api\/admin\/login 200 /.test(line))).toBe(true);
      // The admin's own details, asked with the bearer token across origins.
      await expect
        .poll(() => calls.some((line) => /^POST \/api\/admin\/administration\/refreshAdmin 200 /.test(line)))
        .toBe(true);
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('goes to Login when any call answers a plain 401, and the admin can sign in again', async () => {
    const page = await browser().newPage();
    try {
      await signInToHome(page, consoleServer.url, 'super@demo.test');
      await page.waitForLoadState('networkidle');
      api.setFault('unauthenticated');
      // Opening Metrics asks the API; on a busy machine a call Home still had going may meet the 401
      // first and end the session before the click: either way the admin must land on Login.
      const metrics = page.getByRole('link', { name: 'Metrics', exact: true }).first();
      if (await metrics.isVisible()) await metrics.click({ timeout: 5_000 }).catch(() => undefined);
      await page.getByRole('button', { name: 'LOG IN' }).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => localStorage.getItem('stride.token'))).toBeNull();
      api.setFault(null);
      // Signing in again returns to the page the session ended on (Metrics, or Home if a Home call met
      // the 401 first), as after an expiry.
      await page.getByLabel('Username').fill('super@demo.test');
      await page.getByLabel(/^Password/).fill('stride-demo');
      await page.getByRole('button', { name: 'LOG IN' }).click();
      await page.waitForURL(/\/members\//);
      await page.getByRole('heading', { level: 1, name: /^(Home|Travel Plan Metrics.*)$/ }).waitFor();
    } finally {
      api.setFault(null);
      await page.close();
    }
  });
});
