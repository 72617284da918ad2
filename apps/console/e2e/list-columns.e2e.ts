// The lists of the built console keep the columns a person hid and the views they saved in the browser:
// a hidden column stays hidden after a reload, and picking a saved view brings back its filters and sort
// (into the URL, as any change of the list) and its columns.
import { demoDb, demoOrganisationIds } from '@stride/mocks';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();
let page: Page;

const trust: readonly number[] = demoOrganisationIds.trustSchools;
const parents = demoDb.parents.filter((row) => row.school_ids.some((id) => trust.includes(id)));
const count = (value: number) => value.toLocaleString('en-GB');
const all = `Showing ${count(parents.length)} of ${count(parents.length)}`;

beforeAll(async () => {
  page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  // A multi-school admin: the parents list has a School column.
  await signInToHome(page, baseUrl, 'multi@demo.test');
});

const list = () => page.getByRole('table', { name: 'Parents' });
const header = (name: string) => list().getByRole('columnheader', { name: new RegExp(`^${name}`) });
const filterBox = (label: string) => page.getByRole('textbox', { name: `Filter ${label}` });
const menu = () => page.getByRole('menu');

async function openMenu(name: RegExp) {
  await page.getByRole('button', { name }).click();
  await menu().waitFor();
}

describe('a list’s columns and saved views, kept in the browser', () => {
  // Rules: layout.lists.columns-hide, layout.lists.columns-kept, people.lists.school-column
  it('keeps a hidden column hidden through a reload, until Reset columns', async () => {
    await page.goto(`${baseUrl}/members/users/parents`);
    await page.getByText(all).waitFor();
    await header('School').waitFor();

    await openMenu(/^Columns/);
    await menu().getByRole('menuitemcheckbox', { name: 'Email' }).click();
    await page.keyboard.press('Escape');
    await header('Email').waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText(all).waitFor();
    await page.getByRole('button', { name: 'Columns (1 hidden)' }).waitFor();
    expect(await header('Email').count()).toBe(0);
    expect(await header('School').count()).toBe(1);

    await openMenu(/^Columns/);
    await menu().getByRole('menuitem', { name: 'Reset columns' }).click();
    await header('Email').waitFor();
  });

  // Rules: layout.lists.views-save, layout.lists.views-pick
  it('brings back a saved view’s filters, sort and columns, and the URL follows', async () => {
    await page.goto(`${baseUrl}/members/users/parents`);
    await page.getByText(all).waitFor();
    await filterBox('Last name').fill('ar');
    await list()
      .getByRole('button', { name: /^Email/ })
      .click();
    await page.waitForURL(/filter\.lastName=ar/);
    await page.waitForURL(/sort=email/);
    await openMenu(/^Columns/);
    await menu().getByRole('menuitemcheckbox', { name: 'Children' }).click();
    await page.keyboard.press('Escape');
    const matching = parents.filter((row) => row.last_name.toLowerCase().includes('ar')).length;
    const shown = `Showing ${count(matching)} of ${count(parents.length)}`;
    await page.getByText(shown).waitFor();

    await openMenu(/^Views/);
    await menu().getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'View name' }).fill('AR parents');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Another view: other filters, another sort, every column.
    await filterBox('Last name').fill('');
    await filterBox('First name').fill('e');
    await list()
      .getByRole('button', { name: /^First name/ })
      .click();
    await openMenu(/^Columns/);
    await menu().getByRole('menuitem', { name: 'Reset columns' }).click();
    await page.waitForURL((url) => url.searchParams.get('filter.firstName') === 'e');
    await header('Children').waitFor();

    await openMenu(/^Views/);
    await menu().getByRole('menuitem', { name: 'AR parents' }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('filter.lastName') === 'ar' &&
        !url.searchParams.has('filter.firstName') &&
        url.searchParams.get('sort') === 'email',
    );
    await page.getByText(shown).waitFor();
    expect(await filterBox('Last name').inputValue()).toBe('ar');
    expect(await filterBox('First name').inputValue()).toBe('');
    expect(await header('Email').getAttribute('aria-sort')).toBe('ascending');
    expect(await header('Children').count()).toBe(0);

    // The view and its address survive a reload.
    await page.reload();
    await page.getByText(shown).waitFor();
    expect(await header('Children').count()).toBe(0);
    await openMenu(/^Views/);
    expect(await menu().getByRole('menuitem', { name: 'AR parents' }).count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  // Rules: layout.lists.menus-keyboard, layout.lists.columns-hide
  it('answers a finger on a phone: Columns and a column’s checkbox by touch, no wider than the screen', async () => {
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const phone = await context.newPage();
    await signInToHome(phone, baseUrl, 'multi@demo.test');
    await phone.goto(`${baseUrl}/members/users/parents`);
    await phone.getByText(all).waitFor();
    await phone.getByRole('button', { name: /^Columns/ }).tap();
    await phone.getByRole('menu').getByRole('menuitemcheckbox', { name: 'Children' }).tap();
    await phone
      .getByRole('table', { name: 'Parents' })
      .getByRole('columnheader', { name: /^Children/ })
      .waitFor({ state: 'detached' });
    const item = await phone.getByRole('menu').getByRole('menuitemcheckbox', { name: 'Email' }).boundingBox();
    expect(item?.height).toBeGreaterThanOrEqual(44);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
