// Every address a role may not open, typed into the browser: the built console shows "Not available" with a
// way back to the role's Home, inside the layout, and never the screen (docs/product/layout.md). The role walk
// opens every allowed screen; this walks every route of every screen that is not allowed, for each role but
// the super admin (who opens them all).
import { canOpen, roleLabels, screenRoutes, screens, type Role } from '@stride/domain';
import { demoOrganisationIds, demoUserIds, noticeBoardOf } from '@stride/mocks';
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();

const accounts: Array<{ email: string; role: Role; home: string }> = [
  { email: 'council@demo.test', role: 'COUNCIL_ADMIN', home: '/members/home' },
  { email: 'multi@demo.test', role: 'MULTI_SCHOOL_ADMIN', home: '/members/home' },
  { email: 'school@demo.test', role: 'SCHOOL_ADMIN', home: '/members/homev2' },
  { email: 'product@demo.test', role: 'ADMIN', home: '/members/home' },
];

/** A route as someone would type it: each parameter filled with a plausible value, optional ones too. */
const typed = (path: string) =>
  `/members/${path.replace(/:action/, 'new_term').replace(/:(\w+)\??/g, (_whole, name: string) => (name === 'new' || name.endsWith('_id') ? '1' : 'school'))}`;

/**
 * The tooling's addresses as its product document writes them (its route table: a template `new`, an automation
 * by id, an ML model by `ml-{id}`, the notice list's email editor), besides the routes above with their
 * parameters filled: none opens for a role that may not use the tooling.
 */
const toolAddressesBySpec: Array<[address: string, route: string]> = [
  ['/members/automations/mailgun_templates/new', 'automations/mailgun_templates/:id'],
  ['/members/automations/mailgun_templates/2', 'automations/mailgun_templates/:id'],
  ['/members/automations/7', 'automations/:id'],
  ['/members/automations/ml-1', 'automations/:id'],
  ['/members/edit-email-template/2', 'edit-email-template/:id'],
  ['/members/automations/detailed_logs/7', 'automations/detailed_logs/:automation_id'],
];
const toolAddresses = (role: Role) =>
  toolAddressesBySpec.flatMap(([address, path]) =>
    screenRoutes()
      .filter(({ screen, route }) => route.path === path && !canOpen(role, screen))
      .map(({ screen, route }) => ({ screen, route, address })),
  );

// Rules: automations.access.typed-addresses, layout.not-available.message, layout.not-available.go-home, automations.access.super-admin-only, notices.verify.super-admin-only, organisations.list.not-school-admin,
// organisations.councils.super-admin-only, feedback.access.super-admin-only, actions.access.super-admin-only, travel-directory.edit.own-items
describe.each(accounts)(
  '$email types the address of every screen its role may not open',
  ({ email, role, home }) => {
    it(
      'meets "Not available" with Go to Home on each, and never the screen',
      { timeout: 600_000 },
      async () => {
        const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
        await signInToHome(page, baseUrl, email);
        const forbidden = [
          ...screenRoutes()
            .filter(({ screen }) => !canOpen(role, screen))
            .map(({ screen, route }) => ({ screen, route, address: typed(route.path) })),
          ...toolAddresses(role),
        ];
        expect(forbidden.length).toBeGreaterThan(10);
        const shown: Record<string, string> = {};
        const seen = (locator: Locator) =>
          locator.waitFor({ timeout: 15_000 }).then(
            () => true,
            () => false,
          );
        // A typed address can abort while the page before it still moves (a late client-side redirect on a
        // loaded machine): it is typed again, as a person would.
        const type = (url: string) =>
          page.goto(url).catch(async (error: unknown) => {
            if (!String(error).includes('ERR_ABORTED')) throw error;
            return page.goto(url);
          });
        for (const { screen, route, address } of forbidden) {
          await type(`${baseUrl}${address}`);
          const said = await seen(
            page.getByText(`This page is not available for your role (${roleLabels[role]}).`),
          );
          const way = said ? await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href') : null;
          const titled = await seen(
            page.getByRole('heading', { level: 1, name: route.title ?? screens[screen].title, exact: true }),
          );
          shown[address] = said && titled ? `Not available, ${way}` : await page.locator('body').innerText();
        }
        expect(Object.entries(shown).filter(([, what]) => what !== `Not available, ${home}`)).toEqual([]);
        await page.close();
      },
    );
  },
);

// Authors edit their own posts; others hide them (docs/product/notices.md). The edit address of a card that
// offers the school admin only Hide, typed into the browser, opens no editor: a message and the way back to
// the Notice Board, and the post keeps its author (the demo backend also refuses such a save, 403).
// Rules: notices.post.edit-own-only
it(
  'a school admin typing the edit address of another author\u2019s post meets "Not your post", no editor',
  {
    timeout: 120_000,
  },
  async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await signInToHome(page, baseUrl, 'school@demo.test');
    const others = noticeBoardOf(demoOrganisationIds.termsSchool).find(
      (notice) => notice.user_id !== demoUserIds.school && notice.title,
    )!;
    // On the board its card offers Hide and no Edit.
    await page.goto(`${baseUrl}/members/noticeboard`);
    const card = page
      .getByRole('region', { name: 'Notice board' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: others.title, exact: true }) })
      .first();
    await card.getByRole('button', { name: 'Hide' }).waitFor({ timeout: 20_000 });
    expect(await card.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await page.goto(`${baseUrl}/members/noticeboard/edit/${others.id}`);
    await page.getByRole('heading', { name: 'Not your post' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('form', { name: 'Post' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to the Notice Board' }).click();
    await page.waitForURL((url) => url.pathname === '/members/noticeboard');
    await page.getByRole('heading', { level: 1, name: 'Notice Board', exact: true }).waitFor();
    await page.close();
  },
);
