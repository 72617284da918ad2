// Every screen has a way in: each demo account starts on its Home and follows the console's own links
// (menu, Home tabs and tiles, toolbars, list links), its tabs (the metrics panes) and the row button
// that opens a record's page (Edit TD), never a typed address, until it has reached every screen its
// role may open. A screen reachable only by typing its address is one an admin never finds.
import { canOpen, homeVariants, screens, type Role, type ScreenKey } from '@stride/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { settle } from '../../../scripts/layout-check.mjs';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();
// Enough for every role's screens a few links deep; the walk ends as soon as all are reached.
const MOST_PAGES = 80;

// The screens under a screen that the route table names, written out from docs/product/automations.md.
const automationScreens = [
  '/members/automations/logs',
  '/members/automations/mailgun_templates',
  '/members/automations/notice_templates',
  '/members/automations/raw_mailgun_templates',
];

const accounts: Array<{ email: string; role: Role; more: string[] }> = [
  { email: 'super@demo.test', role: 'SUPERADMIN', more: automationScreens },
  { email: 'council@demo.test', role: 'COUNCIL_ADMIN', more: [] },
  { email: 'multi@demo.test', role: 'MULTI_SCHOOL_ADMIN', more: [] },
  { email: 'school@demo.test', role: 'SCHOOL_ADMIN', more: [] },
  { email: 'product@demo.test', role: 'ADMIN', more: [] },
];

/** The console's links on the page now, as paths (the way out and other sites left out). */
const linksOn = (page: Page) =>
  page.$$eval<string[], HTMLAnchorElement>('a[href]', (anchors) =>
    anchors
      .map((anchor) => new URL(anchor.href))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/members'))
      .map((url) => url.pathname),
  );

/** Where the page's tabs lead (the metrics panes are tabs with an address each). */
async function tabsOn(page: Page): Promise<string[]> {
  const found: string[] = [];
  const tabs = page.getByRole('tab', { selected: false });
  for (let index = 0; index < (await tabs.count()); index += 1) {
    const before = page.url();
    await tabs.nth(index).click();
    await page.waitForURL((url) => url.href !== before, { timeout: 2000 }).catch(() => {});
    if (page.url() !== before) {
      found.push(new URL(page.url()).pathname);
      await page.goBack();
    }
  }
  return found;
}

/** Where the first row's Edit TD leads (a record's travel directory: the super admin's way in). */
async function editTravelDirectoryOn(page: Page): Promise<string[]> {
  const edit = page.getByRole('button', { name: /^Edit TD/ }).first();
  if (!(await edit.count())) return [];
  await edit.click();
  await page.waitForURL('**/members/travel_features/**');
  const found = new URL(page.url()).pathname;
  await page.goBack();
  return [found];
}

/** One visit per route: record ids and numbers in a path stand for every record. */
const routeOf = (pathname: string) =>
  pathname
    .split('/')
    .map((part) => (/\d/.test(part) ? ':id' : part))
    .join('/');

describe.each(accounts)('$email', ({ email, role, more }) => {
  it(
    'reaches every screen its role may open by following links from Home',
    { timeout: 300_000 },
    async () => {
      const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
      await signInToHome(page, baseUrl, email);
      const wanted = new Set([
        ...homeVariants.map((variant) => variant.path),
        ...(Object.keys(screens) as ScreenKey[])
          .filter((key) => canOpen(role, key))
          .map((key) => screens[key].path),
        ...more,
      ]);
      const reached = new Set<string>();
      const visited = new Set<string>();
      // A screen with pages under it (Users: pupils, parents, staff) is reached by a link to any of them.
      const isReached = (path: string) =>
        [...reached].some((link) => link === path || link.startsWith(`${path}/`));
      const queue = [new URL(page.url()).pathname];
      while (queue.length && visited.size < MOST_PAGES && [...wanted].some((path) => !isReached(path))) {
        const pathname = queue.shift()!;
        if (visited.has(routeOf(pathname))) continue;
        visited.add(routeOf(pathname));
        await page.goto(`${baseUrl}${pathname}`);
        // Each address is a fresh start: the layout shows once the server has confirmed the admin again.
        await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 30_000 });
        await settle(page);
        const links = [
          ...(await linksOn(page)),
          ...(await tabsOn(page)),
          ...(await editTravelDirectoryOn(page)),
        ];
        for (const link of links) {
          reached.add(link);
          if (!visited.has(routeOf(link))) queue.push(link);
        }
      }
      expect([...wanted].filter((path) => !isReached(path))).toEqual([]);
      await page.close();
    },
  );
});
