// Server and user markup never widens the page (docs/product/layout.md, layout.markup.never-widens): a post
// carrying code, a long link and a newsletter's width attributes keeps the notice board to the window at
// 1280 and 390 px, with its card's Like and Delete on screen; a pdf with a very long name keeps the post
// editor to a phone's screen, its Remove on screen.
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { layoutBlowOuts } from '../src/xss/xss-corpus';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();
let page: Page;

const title = 'Walk to School Week letter from the council';
const longFileName = `${'Walk-to-School-Week-letter-to-parents-'.repeat(3)}v12.pdf`;

/** The page's width beside the window's. */
const widths = () =>
  page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: innerWidth }));

/** Posts `message` as the signed-in admin, as another client of the server could (its HTML as sent). */
async function postThroughTheServer(message: string) {
  const status = await page.evaluate(
    async ({ title, message }) => {
      const token = JSON.parse(localStorage.getItem('stride.token') ?? 'null') as string;
      const answer = await fetch('/api/admin/notification/sendNotifications?send=1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ type: 'NOTICE', category: 'general', title, message }),
      });
      return answer.status;
    },
    { title, message },
  );
  expect(status).toBe(200);
}

beforeAll(async () => {
  page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  await signInToHome(page, baseUrl);
  await postThroughTheServer(layoutBlowOuts.join(''));
});

async function expectTheBoardInTheWindow() {
  const card = page.getByRole('article', { name: title, exact: true });
  await card.waitFor({ timeout: 20_000 });
  const { page: pageWidth, window } = await widths();
  expect(pageWidth).toBeLessThanOrEqual(window);
  for (const name of [/^Like/, 'Delete']) {
    const box = await card.getByRole('button', { name }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(window);
  }
}

// Rules: layout.markup.never-widens
it('keeps the notice board to a 1280 px window with a post of code, a long link and wide tables', async () => {
  // Through the menu, not a reload: the demo keeps the post in the page (its copy in the browser's
  // storage is written a moment later).
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Notice Board' })
    .click();
  await expectTheBoardInTheWindow();
});

// Rules: layout.markup.never-widens
it('keeps the notice board to a 390 px screen with the same post', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
  await expectTheBoardInTheWindow();
});

// Rules: notices.post.attachment-long-name
it('lists a pdf with a 121-character name whole on a 390 px screen, its Remove on screen', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl}/members/noticeboard/edit/new`);
  await page.getByRole('textbox', { name: 'Title' }).waitFor({ timeout: 20_000 });
  expect(longFileName).toHaveLength(121);
  await page.getByLabel('Add images or pdfs').setInputFiles({
    name: longFileName,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%stride\n'),
  });
  const files = page.getByRole('list', { name: 'Attached files' });
  await files.getByText(longFileName).waitFor({ timeout: 20_000 });
  const { page: pageWidth, window } = await widths();
  expect(pageWidth).toBeLessThanOrEqual(window);
  const remove = await files.getByRole('button', { name: 'Remove attachment 1' }).boundingBox();
  expect(remove!.x + remove!.width).toBeLessThanOrEqual(window);
  const titleField = await page.getByRole('textbox', { name: 'Title' }).boundingBox();
  expect(titleField!.x + titleField!.width).toBeLessThanOrEqual(window);
});
