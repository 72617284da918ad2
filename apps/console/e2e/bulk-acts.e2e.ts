// Selected rows of the built console: the pending notices selected, exported and verified at once; the
// list shows the result without a reload, and a reload agrees (the demo server kept it).
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();
let page: Page;

beforeAll(async () => {
  page = await browser().newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await signInToHome(page, baseUrl, 'super@demo.test');
});

const noticeBoxes = (at: Page) =>
  at.getByRole('table', { name: 'Pending notices' }).getByRole('checkbox', { name: /^Select Notice \d+$/ });
const nameOf = async (box: ReturnType<typeof noticeBoxes>) =>
  (await box.getAttribute('aria-label'))!.replace(/^Select /, '');

describe('bulk acts on a list', () => {
  // Rules: layout.lists.select-rows, layout.lists.export-csv, layout.lists.bulk-acts, notices.verify.bulk
  it('exports and verifies two selected pending notices; they leave the list, and a reload agrees', async () => {
    await page.goto(`${baseUrl}/members/actions/verify_notices`);
    await noticeBoxes(page).first().waitFor();
    const [first, second] = [noticeBoxes(page).nth(0), noticeBoxes(page).nth(1)];
    const names = [await nameOf(first), await nameOf(second)];
    await first.check();
    await second.check();
    const bar = page.getByRole('group', { name: 'Selected rows' });
    await bar.getByText('2 selected').waitFor();

    // Export CSV saves the two selected, named after the list and the day.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bar.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pending-notices-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Id","School","Message"');
    expect(lines.slice(1).map((line) => `Notice ${line.split('","')[0].slice(1)}`)).toEqual(names);

    await bar.getByRole('button', { name: 'Verify selected' }).click();
    const question = page.getByRole('alertdialog', { name: 'Verify 2 notices?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Verified 2 notices.', { exact: true }).waitFor();
    for (const name of names)
      await page
        .getByRole('checkbox', { name: `Select ${name}`, exact: true })
        .waitFor({ state: 'detached' });

    await page.reload();
    await noticeBoxes(page).first().waitFor();
    for (const name of names)
      expect(await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).count()).toBe(0);
  });
});
