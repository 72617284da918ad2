// The demo console keeps what was written across reloads of the browser (IndexedDB), until "Reset demo
// data" on the login page: a reviewer can tell a real defect from the demo forgetting.
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();
let page: Page;

const menu = () => page.getByRole('navigation', { name: 'Main menu' });
const inboxLink = () => menu().getByRole('link', { name: /^Inbox/ });
beforeAll(async () => {
  page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  await signInToHome(page, baseUrl);
});

/** The unread count the menu's Inbox link announces. */
const inboxName = () =>
  inboxLink().evaluate((link) =>
    (link.getAttribute('aria-label') ?? link.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );

it('keeps a message read after a reload', async () => {
  await expect.poll(inboxName, { timeout: 20_000 }).toMatch(/4 unread/);
  await inboxLink().click();
  await page.getByRole('button', { name: /Welcome to the new Stride console/ }).click();
  await expect.poll(inboxName, { timeout: 20_000 }).toMatch(/3 unread/);
  await page.reload();
  await expect.poll(inboxName, { timeout: 20_000 }).toMatch(/3 unread/);
});

it('starts again from the seed after Reset demo data on the login page', async () => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reset demo data?' })
    .getByRole('button', { name: 'Reset' })
    .click();
  // The toast's words are also read out once by the toast's live announcer: the first is enough.
  await page.getByText('Demo data reset').first().waitFor({ timeout: 20_000 });
  await page.reload();
  await signInToHome(page, baseUrl);
  await expect.poll(inboxName, { timeout: 20_000 }).toMatch(/4 unread/);
});
