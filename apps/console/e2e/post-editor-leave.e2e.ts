// Leaving the post editor returns to the page it was opened from (docs/product/notices.md: "leaving returns
// to the previous page"): a story's router has one entry, so this walks the built console's real history.
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();
let page: Page;

beforeAll(async () => {
  page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  await signInToHome(page, baseUrl);
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const editorOpen = () => page.getByRole('textbox', { name: 'Title' }).waitFor({ timeout: 20_000 });

// Rules: notices.post.leave-previous-or-board
it('board → New post → Cancel comes back to the board', async () => {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Notice Board' })
    .click();
  await page
    .getByRole('region', { name: 'Notice board' })
    .getByRole('article')
    .first()
    .waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: 'New post' }).click();
  await page.waitForURL('**/members/noticeboard/edit/new');
  await editorOpen();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((url) => url.pathname === '/members/noticeboard');
  await heading('Notice Board').waitFor();
});

// Rules: notices.post.leave-previous-or-board
it('Home → editor → Cancel comes back to Home, not to the board', async () => {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  await heading('Home').waitFor();
  await page.goto(`${baseUrl}/members/noticeboard/edit/new`);
  await editorOpen();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((url) => url.pathname === '/members/home');
  await heading('Home').waitFor();
  expect(new URL(page.url()).pathname).toBe('/members/home');
});

// Rules: notices.post.leave-previous-or-board
it('an editor opened in a new tab: Cancel goes to the Notice Board, not out of the console', async () => {
  // A browser context of its own: the signed-in console in one tab, the editor's address opened in another.
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  await signInToHome(await context.newPage(), baseUrl);
  const tab = await context.newPage();
  await tab.goto(`${baseUrl}/members/noticeboard/edit/new`);
  await tab.getByRole('textbox', { name: 'Title' }).waitFor({ timeout: 20_000 });
  await tab.getByRole('button', { name: 'Cancel' }).click();
  await tab.waitForURL((url) => url.pathname === '/members/noticeboard', { timeout: 10_000 });
  await tab.getByRole('heading', { level: 1, name: 'Notice Board', exact: true }).waitFor();
  expect(new URL(tab.url()).pathname).toBe('/members/noticeboard');
  await context.close();
});

it('reloading with unsaved changes gets the browser\u2019s question, and the draft survives the reload (ADR 0096)', async () => {
  await page.goto(`${baseUrl}/members/noticeboard/edit/new`);
  await editorOpen();
  await page.getByRole('textbox', { name: 'Title' }).click();
  await page.keyboard.type('Unsaved title');
  const asked = page.waitForEvent('dialog');
  const reloaded = page.reload();
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  await reloaded;
  await editorOpen();
  expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Unsaved title');
});
