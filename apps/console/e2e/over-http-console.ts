// What the over-HTTP test files share (over-http*.e2e.ts): the console as a deployer runs it against a
// real API, built with VITE_API_URL naming the
// reference HTTP API (packages/mocks/src/http-server.ts) on another origin and VITE_UPLOAD_ORIGINS
// naming its storage host (a third origin), served by the production server with no setting of its
// own, and driven in Chromium as an admin would. What the in-browser demo cannot show: the policy the
// build decides, CORS, the bearer header over HTTP, pictures and uploads on other hosts, and how the
// console copes with what a real server and network do (a plain 401, a 403, an HTML error page, a slow
// answer, an API that does not admit the console's origin). Every call the API answers is collected in
// `apiExchanges` (./api-exchanges.ts). Each file builds and serves its own (serveRealApiConsole), so a
// fault one file sets on its API never meets another file's pages.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTermsAgreedPath } from '@stride/api';
import { serveApi, type ApiServer } from '@stride/mocks/http-server';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveConsole } from '../../../scripts/console-server.mjs';
import { apiExchanges } from './api-exchanges';
import { answerProblems } from '@stride/api/contract';
import { chromiumForThisFile } from './chromium-session';

const consoleRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicFolder = path.join(consoleRoot, '../../public');
/** Where this file's console is built. */
export const outDir = mkdtempSync(path.join(tmpdir(), 'stride-over-http-'));
/** This file's Chromium, its reference API and its console (set by serveRealApiConsole before the tests). */
export let browser: () => Browser;
export let api: ApiServer;
export let consoleServer: { url: string; close: () => Promise<void> };
/** The API's log lines (method, path, status), for a test that empties it first. */
export const calls: string[] = [];

/** Before the file's tests: its Chromium, the reference API and the console built for it; all closed after. */
export function serveRealApiConsole() {
  browser = chromiumForThisFile();
  beforeAll(async () => {
    // The API serves the demo's pictures from the repository's public/ (a build for it has no demo/
    // folder), and has a storage host of its own for presigned uploads.
    api = await serveApi({
      log: (line) => calls.push(line),
      staticRoot: publicFolder,
      storage: {},
      onExchange: (exchange) => apiExchanges.push(exchange),
    });
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    process.env.VITE_API_URL = api.url;
    process.env.VITE_UPLOAD_ORIGINS = storageOrigin();
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
      delete process.env.VITE_UPLOAD_ORIGINS;
    }
    // As any deployer serving dist/: the server is told nothing about the API.
    consoleServer = await serveConsole({ root: outDir, env: {} });
  }, 300_000);

  afterAll(async () => {
    for (const context of sessions.values()) await (await context).close();
    await consoleServer?.close();
    await api?.close();
    rmSync(outDir, { recursive: true, force: true });
  });
}

export const apiOrigin = () => new URL(api.url).origin;
export const storageOrigin = () => new URL(api.storageUrl!).origin;
/** A hang guard for what the admin waits for over HTTP on a busy machine, not a speed check. */
export const shown = { timeout: 30_000 };

/**
 * Signs in as `email` (password 'stride-demo') on `page` and waits for `landing` (Home unless the
 * page asked for another). A school's terms are confirmed once its terms check says they are due.
 */
export async function signIn(page: Page, email: string, landing = homeHeading(page)) {
  const asked = apiExchanges.length;
  await page.getByLabel('Username').fill(email);
  await page.getByLabel(/^Password/).fill('stride-demo');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  if (email.startsWith('school@')) {
    // Its school's terms are asked for until agreed: the dialog (over the page) shows once the terms
    // check has answered that they are due.
    const check = () =>
      apiExchanges.slice(asked).find((exchange) => exchange.path === `/${isTermsAgreedPath}`);
    await expect.poll(check, shown).toBeDefined();
    if (!(check()!.body as { agreed?: unknown }).agreed)
      await page
        .getByRole('dialog', { name: 'Terms & conditions' })
        .getByRole('button', { name: 'Confirm' })
        .click(shown);
  }
  await landing.waitFor(shown);
}

export const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Home', exact: true });

/** One signed-in browser context per account, shared by the tests that do not end the session. */
const sessions = new Map<string, Promise<BrowserContext>>();
function sessionOf(email: string): Promise<BrowserContext> {
  let session = sessions.get(email);
  if (!session) {
    session = (async () => {
      const context = await browser().newContext();
      const page = await context.newPage();
      await page.goto(consoleServer.url);
      await signIn(page, email);
      await page.close();
      return context;
    })();
    sessions.set(email, session);
  }
  return session;
}

/**
 * Collects what the browser refuses on `page`: Content-Security-Policy violations (as csp.e2e.ts: not
 * the inline handlers of the hostile demo notice, which the sanitiser parses in an inert document and
 * Chrome reports although nothing could run) and CORS refusals.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.violatedDirective === 'script-src-attr' && /SafeHtml/.test(event.sourceFile)) return;
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/CORS|Access-Control/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

export type OpenPage = { page: Page; violations: string[] };

/**
 * Runs `walk` on a new page of `email`'s session opened at `route`; the page records any
 * Content-Security-Policy or CORS complaint of the browser in `violations`. A failing walk leaves a
 * picture of the page in the temporary folder (named in the error).
 */
export async function withPageOf(email: string, route: string, walk: (opened: OpenPage) => Promise<void>) {
  const page = await (await sessionOf(email)).newPage();
  const violations = await watchViolations(page);
  try {
    await page.goto(new URL(route, consoleServer.url).href);
    await walk({ page, violations });
  } catch (error) {
    const picture = path.join(tmpdir(), `stride-over-http-failed-${Date.now()}.png`);
    await page.screenshot({ path: picture, fullPage: true }).catch(() => undefined);
    if (error instanceof Error) error.message += `\n(the page as it was: ${picture})`;
    throw error;
  } finally {
    await page.close();
  }
}

/** Whether the picture has loaded (an <img> with pixels; the placeholder of a failed one has none). */
const pictureLoaded = (picture: Locator) =>
  picture.evaluate(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
  );

export async function expectPictureShown(picture: Locator) {
  await picture.scrollIntoViewIfNeeded(shown);
  await expect.poll(() => pictureLoaded(picture), shown).toBe(true);
}

/** A small PNG, as the admin would pick from disk. */
export function pngFile(name: string, width = 64, height = 48) {
  const png = new PNG({ width, height });
  for (let index = 0; index < png.data.length; index += 4) png.data.set([32, 120, 200, 255], index);
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

export const chooseIn = async (scope: Locator, page: Page, label: string | RegExp, option: string) => {
  await scope.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** A toast or status saying `text`. */
export const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor(shown);

/**
 * The file's last tests: the calls its API answered were all collected, and every answer given while no
 * fault was on matches the API contract.
 */
export function theCallsTheApiAnswered() {
  describe('the calls the API answered', () => {
    it('are all collected, each with its status and, for JSON, its parsed body', () => {
      expect(apiExchanges.length).toBeGreaterThan(20);
      const login = apiExchanges.find(
        (exchange) => exchange.path === '/api/admin/login' && exchange.status === 200,
      );
      expect(login).toMatchObject({ method: 'POST', contentType: expect.stringMatching(/json/) });
      expect(login!.body).toMatchObject({ user: expect.any(Object) });
    });

    // The contract (docs/api/openapi.json) is what the platform's API is held to: every answer the
    // reference API gave the console while no fault was on must match it. A file it hands back (an
    // uploaded picture, served where the post's attachment lives) is not a call of the contract.
    it('all match the API contract, except the answers faults gave on purpose', () => {
      const isFile = (contentType = '') => /^(image|video|audio)\/|^application\/pdf/.test(contentType);
      const answered = apiExchanges.filter(
        (exchange) => exchange.fault === undefined && !isFile(exchange.contentType),
      );
      expect(answered.length).toBeGreaterThan(20);
      expect(answered.flatMap((exchange) => answerProblems(exchange))).toEqual([]);
    });
  });
}
