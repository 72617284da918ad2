// The console built for a real API (over-http-console.ts): the build itself (its policy, no demo code),
// signing in over HTTP on another origin, pictures the API serves, and every role opening every screen
// its role may, each loaded from the API with no refusal by the browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { canOpen, screens, type Role, type ScreenKey } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import {
  api,
  apiOrigin,
  browser,
  calls,
  consoleServer,
  expectPictureShown,
  outDir,
  serveRealApiConsole,
  shown,
  signIn,
  storageOrigin,
  theCallsTheApiAnswered,
  watchViolations,
  withPageOf,
} from './over-http-console';

serveRealApiConsole();

describe('a build for a real API', () => {
  it('serves a policy that admits the API and the storage host its build calls, with nothing said at serve time', async () => {
    const answer = await fetch(consoleServer.url);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${apiOrigin()}`));
    expect(policy).toMatch(new RegExp(`img-src [^;]*${apiOrigin()}`));
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${storageOrigin()}`));
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

  // Rules: session.calls.api-host, session.calls.bearer-token
  it('signs in over HTTP on the other origin and shows Home from the API', async () => {
    const page = await browser().newPage();
    const violations = await watchViolations(page);
    try {
      calls.length = 0;
      await page.goto(consoleServer.url);
      await signIn(page, 'school@demo.test');
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

  it("shows the notice board's photos, which the API serves on its own origin", async () => {
    await withPageOf('school@demo.test', '/members/noticeboard', async ({ page, violations }) => {
      const board = page.getByRole('region', { name: 'Notice board' });
      const photo = board.getByRole('img', { name: /^Picture 1 of / }).first();
      await photo.waitFor(shown);
      expect(await photo.getAttribute('src')).toMatch(
        new RegExp(`^${apiOrigin()}/demo/notices/photo-\\d\\.svg$`),
      );
      await expectPictureShown(photo);
      expect(violations).toEqual([]);
    });
  });
});

/** The demo's accounts, one per role (the menus per role are the demo walk's, role-walk.e2e.ts). */
const roleAccounts: Array<[string, Role]> = [
  ['super@demo.test', 'SUPERADMIN'],
  ['council@demo.test', 'COUNCIL_ADMIN'],
  ['multi@demo.test', 'MULTI_SCHOOL_ADMIN'],
  ['school@demo.test', 'SCHOOL_ADMIN'],
  ['product@demo.test', 'ADMIN'],
];

// Rules: session.login.lands-on-home, layout.not-available.message
describe('every role over HTTP', () => {
  it.each(roleAccounts)(
    '%s opens every screen its role may, each loaded from the API with no refusal by the browser',
    async (email, role) => {
      const failed: Record<string, string> = {};
      const allowed = (Object.keys(screens) as ScreenKey[]).filter((key) => canOpen(role, key));
      await withPageOf(email, '/members/home', async ({ page, violations }) => {
        for (const key of allowed) {
          const { path: route, title } = screens[key];
          await page.goto(new URL(route, consoleServer.url).href);
          await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor(shown);
          await page.waitForLoadState('networkidle');
          const refusals = await page.getByRole('button', { name: 'Retry' }).count();
          const notAvailable = await page.getByText('not available for your role').count();
          if (refusals || notAvailable)
            failed[route] =
              `${refusals} Retry, ${notAvailable} Not available: ${(await page.locator('body').innerText()).slice(0, 400)}`;
        }
        expect(violations).toEqual([]);
      });
      expect(failed).toEqual({});
    },
    600_000,
  );
});

theCallsTheApiAnswered();
