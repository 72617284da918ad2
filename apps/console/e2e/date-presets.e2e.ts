// The filter bar's date presets in the built console: a preset sets the range, which the URL keeps, so
// a reload brings back the range and shows the same preset on.
import { presetRange } from '@stride/domain';
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

const filters = () => page.getByRole('search', { name: 'Filters' });
const calendarButton = () => filters().getByRole('button', { name: 'Pick From and To on a calendar' });
const calendar = () => page.getByRole('dialog', { name: 'Calendar' });

/** The range fields show `range` and the preset on is `name`. */
async function expectRange(range: { from: string; to: string }, name: string) {
  await filters()
    .getByRole('status')
    .filter({ hasText: `Range: ${name}` })
    .waitFor();
  expect(await filters().getByRole('textbox', { name: 'From' }).inputValue()).toBe(range.from);
  expect(await filters().getByRole('textbox', { name: 'To' }).inputValue()).toBe(range.to);
}

// The browser the e2e walks speak British English (chromium-session.ts), as the console's users' do: the
// language pages read and Intl's default formats.
it('runs in a browser that speaks British English', async () => {
  const spoken = await page.evaluate(() => ({
    languages: navigator.languages,
    locale: new Intl.DateTimeFormat().resolvedOptions().locale,
    date: new Date(2026, 0, 31).toLocaleDateString(),
  }));
  expect(spoken).toEqual({ languages: ['en-GB'], locale: 'en-GB', date: '31/01/2026' });
});

describe('date presets', () => {
  // Rules: metrics.filter.presets, metrics.filter.preset-shown
  it('Last 7 days sets the range; after a reload the range and the preset stay', async () => {
    await page.goto(`${baseUrl}/members/travel_planning`);
    // The browser and this test share the machine's clock and zone: the same days.
    const lastWeek = presetRange('Last 7 days', [], new Date())!;
    await calendarButton().click();
    await calendar().getByRole('radio', { name: 'Last 7 days' }).click();
    await calendar().waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.searchParams.get('from') === lastWeek.from);
    expect(new URL(page.url()).searchParams.get('to')).toBe(lastWeek.to);
    await expectRange(lastWeek, 'Last 7 days');

    await page.reload();
    await expectRange(lastWeek, 'Last 7 days');
    await calendarButton().click();
    expect(await calendar().getByRole('radio', { name: 'Last 7 days' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // The demo's terms come with their days: the term presets are offered too.
    await calendar().getByRole('radio', { name: 'This term' }).waitFor();
    await page.keyboard.press('Escape');
  });
});
