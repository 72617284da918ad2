// The metrics filter lives in the URL of the built console: Back restores the previous
// filter, a shared link opens with its filter, an invalid value falls back to the default quietly.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();
let page: Page;

beforeAll(async () => {
  page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  await signInToHome(page, baseUrl, 'council@demo.test');
});

const users = (name: string) => page.getByRole('search', { name: 'Filters' }).getByRole('radio', { name });
/** Waits until the Users choice `name` is the checked one. */
const chosen = (name: string) =>
  page.getByRole('search', { name: 'Filters' }).getByRole('radio', { name, checked: true }).waitFor();

describe('the metrics filter in the URL', () => {
  it('Back restores the previous filter, Forward the next', async () => {
    await page.goto(`${baseUrl}/members/travel_planning`);
    await users('All').waitFor();
    // Each choice is seen on screen before the next step, as a person would.
    await users('Staff').click();
    await page.waitForURL(/type=staff/);
    await chosen('Staff');
    await users('Parents').click();
    await page.waitForURL(/type=parent/);
    await chosen('Parents');

    await page.goBack();
    await page.waitForURL(/type=staff/);
    await chosen('Staff');
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('type='));
    await chosen('All');
    await page.goForward();
    await chosen('Staff');
  });

  it('opens a shared link with its filter, on any pane', async () => {
    await page.goto(`${baseUrl}/members/car_journeys?type=parent`);
    await chosen('Parents');
    await expect(page.getByRole('tab', { name: 'Car Journeys', selected: true }).count()).resolves.toBe(1);
  });

  it('falls back to the default for an invalid value, with no error screen', async () => {
    await page.goto(`${baseUrl}/members/travel_planning?type=everyone&from=2026-13-40%2008%3A00`);
    await chosen('All');
    await page.getByRole('region', { name: 'Totals' }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });
});
