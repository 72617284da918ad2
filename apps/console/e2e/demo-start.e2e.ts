// Demo mode renders the console at once and starts its backend (MSW and the seeded dataset) beside
// it (ADR 0098): the login form does not wait for the backend, and a call made before the backend
// is up waits for it instead of failing. The backend is held back by holding its chunk.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();

/** Holds the demo backend's chunk until the returned function is called. */
async function holdTheDemoBackend(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-demo-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Long enough for a call that did not wait to have failed and shown so. */
const aWhile = 1_500;

it('shows the login form and the demo accounts before the backend is up; LOG IN then waits for it and signs in', async () => {
  const page = await browser().newPage();
  const release = await holdTheDemoBackend(page);
  await page.goto(baseUrl);
  await page.getByRole('region', { name: 'Demo accounts' }).waitFor();
  await page.getByLabel('Username').fill('super@demo.test');
  await page.getByLabel(/^Password/).fill('stride-demo');
  const logIn = page.getByRole('button', { name: 'LOG IN' });
  await logIn.click();
  await page.waitForTimeout(aWhile);
  await expect(logIn.getAttribute('aria-busy')).resolves.toBe('true');
  await expect(page.getByRole('alert').count()).resolves.toBe(0);
  release();
  await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
  await page.close();
});

it('opens a deep URL with a stored session before the backend is up: its calls wait, then the page shows its data', async () => {
  const context = await browser().newContext();
  await signInToHome(await context.newPage(), baseUrl);
  const page = await context.newPage();
  const release = await holdTheDemoBackend(page);
  await page.goto(`${baseUrl}/members/home`);
  await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
  await page.waitForTimeout(aWhile);
  await expect(page.getByRole('alert').count()).resolves.toBe(0);
  release();
  await page.getByText('Walk to School Week', { exact: true }).waitFor();
  await context.close();
});

it('treats a stored admin that no longer parses as signed out', async () => {
  const page = await browser().newPage();
  await page.goto(baseUrl);
  await page.evaluate(() => {
    localStorage.setItem('stride.token', JSON.stringify('a-token'));
    localStorage.setItem(
      'stride.user',
      JSON.stringify({ id: 'not-a-number', admin_roles: [{ slug: 'SUPERADMIN' }] }),
    );
  });
  await page.goto(`${baseUrl}/members/home`);
  await page.getByRole('button', { name: 'LOG IN' }).waitFor();
  await expect(
    page.evaluate(() => [localStorage.getItem('stride.token'), localStorage.getItem('stride.user')]),
  ).resolves.toEqual([null, null]);
  await page.close();
});
