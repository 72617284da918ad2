// The console by touch on a phone-sized screen (390 px, a touch screen, taps hit-tested by the browser):
// sign in, the menu drawer, a row's menu and a dialog all answer a finger, and no page is wider than
// the screen.
import type { Page } from 'playwright-core';
import { demoOrganisationIds } from '@stride/mocks';
import { beforeAll, expect, inject, it } from 'vitest';
import { chromiumForThisFile } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();
let page: Page;

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  const context = await browser().newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  page = await context.newPage();
});

it('signs in by touch', async () => {
  await page.goto(baseUrl);
  await page.getByLabel('Username').fill('super@demo.test');
  await page.getByLabel(/^Password/).fill('stride-demo');
  await page.getByRole('button', { name: 'LOG IN' }).tap();
  await heading('Home').waitFor({ timeout: 20_000 });
  expect(await pageWidth()).toBeLessThanOrEqual(390);
});

it('opens a screen from the menu drawer by touch, and closes the drawer with its button', async () => {
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: 'Automations' }).tap();
  await heading('Automations').waitFor({ timeout: 20_000 });
  await drawer.waitFor({ state: 'detached' });
  expect(await pageWidth()).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Open menu' }).tap();
  await drawer.getByRole('button', { name: 'Close menu' }).tap();
  await drawer.waitFor({ state: 'detached' });
});

it("opens a row's menu and its dialog by touch, and closes the dialog by touch", async () => {
  await page
    .getByRole('button', { name: /^More actions for / })
    .first()
    .tap({ timeout: 20_000 });
  await page.getByRole('menuitem', { name: 'Upcoming schedule' }).tap();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Close' }).first().tap();
  await dialog.waitFor({ state: 'detached' });
  expect(await pageWidth()).toBeLessThanOrEqual(390);
});

// Rules: layout.phone.no-sideways-page
it("opens an organisation's page on a phone: its tabs scroll sideways, the page does not", async () => {
  await page.goto(`${baseUrl}/members/organization/${demoOrganisationIds.termsSchool}`);
  const tabs = page.getByRole('tablist');
  await tabs.getByRole('tab', { name: 'Organisation' }).waitFor({ timeout: 20_000 });
  await page.getByRole('textbox', { name: /Org name/ }).waitFor();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await tabs.getByRole('tab', { name: 'Year structure' }).tap();
  await tabs.getByRole('tab', { name: 'Year structure', selected: true }).waitFor();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
});
