// The user lists of the built console keep their view in the URL: the column filters and sort survive a
// reload and Back, the open profile is a history entry of its own (Back closes it and stays on the list),
// and the profile's long values stay readable on a phone.
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

beforeAll(async () => {
  page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  await signInToHome(page, baseUrl, 'multi@demo.test');
});

const filterBox = (label: string) => page.getByRole('textbox', { name: `Filter ${label}` });
const dialog = () => page.getByRole('dialog');

describe('a user list’s view in the URL', () => {
  // Rules: people.lists.view-in-url
  it('keeps the column filters and sort through a reload and through Back from another screen', async () => {
    await page.goto(`${baseUrl}/members/users/parents`);
    await page.getByText(`Showing ${count(parents.length)} of ${count(parents.length)}`).waitFor();
    await filterBox('Last name').fill('ar');
    await page.getByRole('button', { name: /^Email/ }).click();
    await page.waitForURL(/filter\.lastName=ar/);
    await page.waitForURL(/sort=email/);
    const matching = parents.filter((row) => row.last_name.toLowerCase().includes('ar')).length;
    const shown = `Showing ${count(matching)} of ${count(parents.length)}`;
    await page.getByText(shown).waitFor();

    await page.reload();
    await page.getByText(shown).waitFor();
    expect(await filterBox('Last name').inputValue()).toBe('ar');
    expect(await page.getByRole('columnheader', { name: /^Email/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
    await page.goBack();
    await page.getByText(shown).waitFor();
    expect(await filterBox('Last name').inputValue()).toBe('ar');
  });

  // Rules: people.profile.history-entry
  it('Back with a profile open closes it and stays on the list, with its filters', async () => {
    await page.goto(`${baseUrl}/members/signups`);
    await page
      .getByRole('navigation', { name: 'User lists' })
      .getByRole('link', { name: /Parents/ })
      .click();
    await page.getByRole('table', { name: 'Parents' }).waitFor();
    const parent = parents[0]!;
    await filterBox('Email').fill(parent.email);
    await page.getByText(`Showing 1 of ${count(parents.length)}`).waitFor();
    await page.getByRole('button', { name: `Edit ${parent.first_name}` }).click();
    await dialog().getByText(parent.email).waitFor();
    await page.waitForURL(/profile=user-/);

    await page.goBack();
    await dialog().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/members/users/parents');
    expect(page.url()).not.toContain('profile=');
    expect(await filterBox('Email').inputValue()).toBe(parent.email);
    await page.getByText(`Showing 1 of ${count(parents.length)}`).waitFor();

    // Closing with the close button goes back the same way: the list, not Sign-ups, is one Back further.
    await page.getByRole('button', { name: `Edit ${parent.first_name}` }).click();
    await dialog().getByText(parent.email).waitFor();
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('profile=');
    expect(await filterBox('Email').inputValue()).toBe(parent.email);
  });
});

describe('the profile on a phone', () => {
  // Rules: people.profile.long-values-wrap
  it('wraps a long e-mail inside the modal at 390 px', async () => {
    const phone = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await signInToHome(phone, baseUrl, 'multi@demo.test');
    const parent = [...parents].sort((a, b) => b.email.length - a.email.length)[0]!;
    await phone.goto(`${baseUrl}/members/users/parents?profile=user-${parent.id}`);
    const email = phone.getByRole('dialog').getByText(parent.email, { exact: true });
    await email.waitFor();
    const fits = await email.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const modal = element.closest('[role="dialog"]')!.getBoundingClientRect();
      return {
        inside: box.left >= modal.left && box.right <= modal.right,
        whole: element.scrollWidth <= element.clientWidth,
        onScreen: box.right <= window.innerWidth,
      };
    });
    expect(fits).toEqual({ inside: true, whole: true, onScreen: true });
    await phone.close();
  });
});
