// The production server (`npm start`, scripts/console-server.mjs) sends a Content-Security-Policy
// with script-src 'self' and no 'unsafe-eval'; the console runs under it in demo mode (MSW's
// service worker) without a single violation, on the routes with the heavy libraries too.
import { expect, inject, it } from 'vitest';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();

it('sends a strict script policy on every page and the service worker', async () => {
  for (const path of ['/', '/members/home', '/mockServiceWorker.js']) {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
  }
  expect((await fetch(`${baseUrl}/.vite/manifest.json`)).status).toBe(403);
  expect((await fetch(`${baseUrl}/assets/missing.js`)).status).toBe(404);
});

it('logs in and opens Home, Metrics, Maps, the notice board and the post editor with no CSP violation', async () => {
  const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // The sanitiser parses hostile demo notices in an inert document; Chrome reports their inline
      // handlers there although nothing could run (the XSS stories check what is rendered).
      if (event.violatedDirective === 'script-src-attr' && /SafeHtml/.test(event.sourceFile)) return;
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} at ${where} ${event.sample}`,
      );
    });
  });
  await signInToHome(page, baseUrl);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Metrics' }).click();
  await page.getByRole('tab', { name: 'Summary' }).waitFor();
  await menu.getByRole('link', { name: 'Maps', exact: true }).click();
  await page.waitForFunction(
    () =>
      document.querySelector('section[aria-label="Travel plan map"]')?.getAttribute('data-state') === 'drawn',
    null,
    { timeout: 60_000 },
  );
  await menu.getByRole('link', { name: 'Notice Board' }).click();
  await page.getByRole('heading', { level: 1, name: 'Notice Board', exact: true }).waitFor();
  await page.goto(`${baseUrl}/members/noticeboard/edit/new`);
  await page.getByRole('heading', { level: 1, name: 'Edit message', exact: true }).waitFor();
  await page.getByRole('textbox').first().waitFor();
  expect(violations).toEqual([]);
  await page.close();
}, 120_000);
