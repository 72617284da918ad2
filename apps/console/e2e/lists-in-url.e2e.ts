// Every list of the built console keeps its state in the URL: its sort, column filters, search box and
// type filter come back after a reload, after Back from another screen, and in a copied link opened in
// another browser.
import { automationTypeLabels, type AutomationType } from '@stride/domain';
import { demoDb } from '@stride/mocks';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, inAColleaguesBrowser, signInToHome } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();
let page: Page;

beforeAll(async () => {
  page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  await signInToHome(page, baseUrl, 'super@demo.test');
});

const count = (value: number) => value.toLocaleString('en-GB');
const words = 'tips';
const cron: AutomationType = 'cron';
const matching = demoDb.automations.filter(
  (automation) =>
    automation.automation_type === cron &&
    (automation.name.toLowerCase().includes(words) ||
      (automation.automation_tags ?? '').toLowerCase().includes(words)),
);
// The search and type narrow the rows the table is given.
const shown = `Showing ${count(matching.length)} of ${count(matching.length)}`;

/** The automations list as the admin left it: the search, the type, the sort by Created, newest first. */
async function expectAutomationsAsLeft(at: Page) {
  const list = at.getByRole('table', { name: 'Automations' });
  await at.getByText(shown).waitFor();
  expect(await at.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(words);
  expect(await at.getByRole('combobox', { name: 'Type' }).textContent()).toContain(
    automationTypeLabels[cron],
  );
  expect(await list.getByRole('columnheader', { name: /^Created/ }).getAttribute('aria-sort')).toBe(
    'descending',
  );
}

describe('every list’s state in the URL', () => {
  // Rules: layout.lists.state-in-url
  it('keeps the automations’ search, type and sort through a reload, Back and a copied link', async () => {
    await page.goto(`${baseUrl}/members/automations`);
    await page.getByText(`Showing ${count(demoDb.automations.length)} of`).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(words);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: automationTypeLabels[cron], exact: true }).click();
    const created = page
      .getByRole('table', { name: 'Automations' })
      .getByRole('button', { name: /^Created/ });
    await created.click();
    await created.click();
    await page.waitForURL(/automations\.sort=-created/);
    expect(new URL(page.url()).searchParams.get('automations.search')).toBe(words);
    expect(new URL(page.url()).searchParams.get('automations.type')).toBe(cron);
    await expectAutomationsAsLeft(page);

    await page.reload();
    await expectAutomationsAsLeft(page);

    // Typing and sorting wrote in place: one Back leaves the page, a second comes back to it as it was.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
    await page.goBack();
    await expectAutomationsAsLeft(page);

    // A colleague opening the copied link sees the same list.
    await inAColleaguesBrowser(browser(), baseUrl, page.url(), expectAutomationsAsLeft);
  });

  // Rules: layout.lists.state-in-url, automations.list.search
  it('keeps every key typed quickly into a search box, and an edit in the middle where it was typed', async () => {
    await page.goto(`${baseUrl}/members/automations`);
    await page.getByText(`Showing ${count(demoDb.automations.length)} of`).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    // No pause between keys: the address takes each a moment later.
    await page.keyboard.type('Weekly travel', { delay: 0 });
    await page.waitForURL(/automations\.search=Weekly\+travel$/);
    expect(await search.inputValue()).toBe('Weekly travel');
    for (const _ of ' travel') await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(' tips', { delay: 0 });
    await page.waitForURL(/automations\.search=Weekly\+tips\+travel$/);
    expect(await search.inputValue()).toBe('Weekly tips travel');
  });

  // Rules: layout.lists.state-in-url
  it('keeps a list’s column filters and sort under its name', async () => {
    const rows = demoDb.feedback;
    const category = rows.find((row) => row.category)!.category!;
    const filtered = rows.filter((row) =>
      (row.category ?? '').toLowerCase().includes(category.toLowerCase()),
    );
    await page.goto(`${baseUrl}/members/feedback`);
    const list = page.getByRole('table', { name: 'Feedback' });
    await page.getByText(`Showing ${count(rows.length)} of ${count(rows.length)}`).waitFor();
    await list.getByRole('textbox', { name: 'Filter Category' }).fill(category);
    await list.getByRole('button', { name: /^Email/ }).click();
    await page.waitForURL(/feedback\.sort=email/);
    expect(new URL(page.url()).searchParams.get('feedback.filter.category')).toBe(category);
    const showing = `Showing ${count(filtered.length)} of ${count(rows.length)}`;
    await page.getByText(showing).waitFor();

    await page.reload();
    await page.getByText(showing).waitFor();
    expect(await list.getByRole('textbox', { name: 'Filter Category' }).inputValue()).toBe(category);
    expect(await list.getByRole('columnheader', { name: /^Email/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  // Rules: layout.lists.state-in-url
  it('keeps a detailed log’s page and sort under a short name, whatever the automation is called', async () => {
    // The automation with the longest log.
    const lengths = new Map<number, number>();
    for (const log of demoDb.detailedLogs)
      lengths.set(log.automation_id, (lengths.get(log.automation_id) ?? 0) + 1);
    const [automationId] = [...lengths].sort(([, a], [, b]) => b - a)[0]!;
    await page.goto(`${baseUrl}/members/automations/detailed_logs/${automationId}`);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const pages = Number(/of (\d+)/.exec((await pager.getByText(/^Page 1 of/).textContent()) ?? '')?.[1]);
    expect(pages).toBeGreaterThan(1);
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(`Page 2 of ${pages}`).waitFor();
    await page.getByRole('button', { name: /^User id/ }).click();
    await page.waitForURL(/log\.sort=user_id/);
    expect(new URL(page.url()).searchParams.get('log.page')).toBe('2');

    await page.reload();
    await pager.getByText(`Page 2 of ${pages}`).waitFor();
    expect(await page.getByRole('columnheader', { name: /^User id/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  // Rules: layout.lists.board-in-url
  it('keeps the notice board’s school and category through a reload and a copied link', async () => {
    await page.goto(`${baseUrl}/members/noticeboard`);
    const school = page.getByRole('combobox', { name: 'School' });
    await school.click();
    const second = page.getByRole('option').nth(1);
    const schoolName = (await second.textContent())!.trim();
    await second.click();
    await page.waitForURL(/board\.school=/);
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('dialog', { name: 'Filter posts' }).getByRole('radio', { name: 'Travel' }).click();
    await page.waitForURL(/board\.category=travel/);

    const asLeft = async (at: Page) => {
      await at.getByRole('button', { name: 'Filter: Travel' }).waitFor();
      // The school shows once the selector's list has loaded.
      await expect
        .poll(async () => at.getByRole('combobox', { name: 'School' }).textContent(), { timeout: 15_000 })
        .toContain(schoolName);
    };
    await page.reload();
    await asLeft(page);
    await inAColleaguesBrowser(browser(), baseUrl, page.url(), asLeft);
  });

  // Rules: layout.lists.scroll-anchor
  it('opens a long list scrolled to the row that was at its top, after a reload and in a copied link', async () => {
    await page.goto(`${baseUrl}/members/users/parents`);
    const list = page.getByRole('region', { name: 'Parents' });
    await list.getByRole('row').nth(2).waitFor();
    await list.hover();
    await page.mouse.wheel(0, 2000);
    await page.waitForURL(/parents\.at=\d+/);
    const at = Number(new URL(page.url()).searchParams.get('parents.at'));
    expect(at).toBeGreaterThan(1);
    const scrolledTo = (on: Page) =>
      on.getByRole('region', { name: 'Parents' }).evaluate((element) => element.scrollTop);
    const rowHeight = Math.round((await scrolledTo(page)) / (at - 1));
    expect(rowHeight).toBeGreaterThan(0);

    await page.reload();
    // The list loads first (a fresh browser fetches the schools, then the parents).
    await expect.poll(() => scrolledTo(page), { timeout: 15_000 }).toBe((at - 1) * rowHeight);
    await inAColleaguesBrowser(browser(), baseUrl, page.url(), async (colleague) => {
      await expect.poll(() => scrolledTo(colleague), { timeout: 15_000 }).toBe((at - 1) * rowHeight);
    });
  });
});
