// What the admin sees when the real API or the network fails (over-http-console.ts): an unconfirmed
// stored role, a plain 401, an expired token, the token refresh, a 403, an HTML error page, a slow
// answer, and an API that does not admit the console's origin.
import { refreshAfterMs, refreshTokenPath } from '@stride/api';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiExchanges } from './api-exchanges';
import { signInToHome } from './chromium-session';
import {
  api,
  browser,
  consoleServer,
  homeHeading,
  serveRealApiConsole,
  shown,
  signIn,
  theCallsTheApiAnswered,
  withPageOf,
} from './over-http-console';

serveRealApiConsole();

describe('what the admin sees when the API or the network fails', () => {
  /**
   * A school admin's stored user edited to claim SUPERADMIN, then a reload while the server's
   * confirmation of the admin (refreshAdmin) fails as `fail` says. From the page's first byte, every
   * link the super admin alone has that ever shows is recorded in `window.superMenuSeen`.
   */
  async function reloadAsTamperedSchoolAdmin(page: Page, fail: (route: Route) => Promise<void>) {
    await page.goto(consoleServer.url);
    await signIn(page, 'school@demo.test');
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('stride.user')!) as {
        admin_roles: Array<{ slug: string }>;
        admin_roles_with_settings?: Array<{ slug: string }>;
      };
      for (const role of [...user.admin_roles, ...(user.admin_roles_with_settings ?? [])])
        role.slug = 'SUPERADMIN';
      localStorage.setItem('stride.user', JSON.stringify(user));
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { superMenuSeen: seen });
      new MutationObserver(() => {
        for (const link of document.querySelectorAll('nav a'))
          if (
            /^(Councils|Automations|Actions|Feedback|Heatmap|Step Actions)$/.test(
              link.textContent?.trim() ?? '',
            )
          )
            seen.push(link.textContent!.trim());
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.route('**/api/admin/administration/refreshAdmin', fail);
    await page.reload();
  }
  const superMenuSeen = (page: Page) =>
    page.evaluate(() => (window as unknown as { superMenuSeen: string[] }).superMenuSeen);

  // Rules: session.user-info.confirmed-first, session.user-info.failure-retry
  describe('a stored role edited to SUPERADMIN, the server down', () => {
    it.each<[string, (route: Route) => Promise<void>]>([
      [
        'a 500',
        (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }),
      ],
      ['a network failure', (route) => route.abort('failed')],
    ])(
      'never shows the menu of a stored role edited to SUPERADMIN while %s leaves the admin unconfirmed; Retry brings the school menu',
      async (_failure, fail) => {
        const context = await browser().newContext();
        const page = await context.newPage();
        try {
          await reloadAsTamperedSchoolAdmin(page, fail);
          await page.getByText('Your account details could not be loaded.').waitFor(shown);
          await page.getByRole('button', { name: 'Retry' }).waitFor(shown);
          // No menu at all while the server has not said who the admin is.
          expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
          expect(await superMenuSeen(page)).toEqual([]);
          await page.unroute('**/api/admin/administration/refreshAdmin');
          await page.getByRole('button', { name: 'Retry' }).click();
          const menu = page.getByRole('navigation', { name: 'Main menu' });
          await menu.getByRole('link', { name: 'Travel Directory', exact: true }).waitFor(shown);
          expect(await superMenuSeen(page)).toEqual([]);
          expect(
            await page.evaluate(
              () =>
                (JSON.parse(localStorage.getItem('stride.user')!) as { admin_roles: Array<{ slug: string }> })
                  .admin_roles[0]!.slug,
            ),
          ).toBe('SCHOOL_ADMIN');
        } finally {
          await context.close();
        }
      },
    );
  });

  // Rules: session.user-info.confirmed-first, session.user-info.unauthorised
  it('sends a stored role edited to SUPERADMIN to Login when the server answers 403 to who the admin is', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await reloadAsTamperedSchoolAdmin(page, (route) =>
        route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"Forbidden"}' }),
      );
      await page.getByRole('button', { name: 'LOG IN' }).waitFor(shown);
      expect(await page.evaluate(() => localStorage.getItem('stride.user'))).toBeNull();
      expect(await superMenuSeen(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('goes to Login when any call answers a plain 401, and the admin can sign in again', async () => {
    const page = await browser().newPage();
    try {
      await signInToHome(page, consoleServer.url, 'super@demo.test');
      await page.waitForLoadState('networkidle');
      api.setFault('unauthenticated');
      // Opening Metrics asks the API; on a busy machine a call Home still had going may meet the 401
      // first and end the session before the click: either way the admin must land on Login.
      const metrics = page.getByRole('link', { name: 'Metrics', exact: true }).first();
      if (await metrics.isVisible()) await metrics.click({ timeout: 5_000 }).catch(() => undefined);
      await page.getByRole('button', { name: 'LOG IN' }).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => localStorage.getItem('stride.token'))).toBeNull();
      api.setFault(null);
      // Signing in again returns to the page the session ended on (Metrics, or Home if a Home call met
      // the 401 first), as after an expiry.
      await page.getByLabel('Username').fill('super@demo.test');
      await page.getByLabel(/^Password/).fill('stride-demo');
      await page.getByRole('button', { name: 'LOG IN' }).click();
      await page.waitForURL(/\/members\//);
      await page.getByRole('heading', { level: 1, name: /^(Home|Travel Plan Metrics.*)$/ }).waitFor();
    } finally {
      api.setFault(null);
      await page.close();
    }
  });

  // Rules: session.expiry.messages, session.expiry.clears-and-goes-to-root
  it("goes to Login when a call answers 'Token has expired', and returns to the page after signing in", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      const automations = page.getByRole('table', { name: 'Automations' }).getByRole('row').nth(1);
      await page.goto(new URL('/members/automations', consoleServer.url).href);
      // Signing in lands on the page the address asked for.
      await signIn(page, 'super@demo.test', automations);
      api.setFault('expired', '*/api/admin/automations*');
      await page.reload();
      await page.getByRole('button', { name: 'LOG IN' }).waitFor(shown);
      expect(await page.evaluate(() => localStorage.getItem('stride.token'))).toBeNull();
      api.setFault(null);
      await page.getByLabel('Username').fill('super@demo.test');
      await page.getByLabel(/^Password/).fill('stride-demo');
      await page.getByRole('button', { name: 'LOG IN' }).click();
      await automations.waitFor(shown);
    } finally {
      api.setFault(null);
      await context.close();
    }
  });

  // Rules: session.refresh.after-13600-s
  it('asks for a new token once the last refresh is over 13600 s old, and goes on with it', async () => {
    await withPageOf('super@demo.test', '/members/home', async ({ page }) => {
      const before = await page.evaluate(() => localStorage.getItem('stride.token'));
      await page.evaluate(
        (lastRefresh) => localStorage.setItem('stride.lastRefresh', JSON.stringify(lastRefresh)),
        Date.now() - refreshAfterMs - 60_000,
      );
      const refreshes = () => apiExchanges.filter((exchange) => exchange.path === `/${refreshTokenPath}`);
      const earlier = refreshes().length;
      // The console reads the refresh time when it starts: as when the admin comes back hours later.
      await page.reload();
      await homeHeading(page).waitFor(shown);
      await page.getByRole('link', { name: 'Automations', exact: true }).first().click();
      await page.getByRole('table', { name: 'Automations' }).getByRole('row').nth(1).waitFor(shown);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('stride.token')), shown)
        .not.toBe(before);
      expect(
        refreshes()
          .slice(earlier)
          .map((exchange) => exchange.status),
      ).toEqual([200]);
      // The new token works: the next page loads with it, and no refresh failure shows.
      await page.getByRole('link', { name: 'Notice Board', exact: true }).first().click();
      await page.getByRole('region', { name: 'Notice board' }).getByRole('article').first().waitFor(shown);
      expect(await page.getByText('Session refresh failed').count()).toBe(0);
    });
  });

  it('says the account is not allowed when the API answers 403, and Retry loads once it is', async () => {
    api.setFault('forbidden', '*/api/admin/automations');
    await withPageOf('super@demo.test', '/members/automations', async ({ page }) => {
      await page.getByText('Your account is not allowed to do this.').waitFor(shown);
      api.setFault(null);
      await page.getByRole('button', { name: 'Retry' }).first().click();
      await page.getByRole('table', { name: 'Automations' }).getByRole('row').nth(1).waitFor(shown);
      expect(await page.getByText('Your account is not allowed to do this.').count()).toBe(0);
    }).finally(() => api.setFault(null));
  });

  it('shows a human message for an HTML error page, its detail behind a disclosure, never the HTML', async () => {
    api.setFault('server-error-page', '*/api/admin/automations');
    await withPageOf('super@demo.test', '/members/automations', async ({ page }) => {
      await page
        .getByText('The server ran into a problem and could not finish. Try again in a moment.')
        .first()
        .waitFor(shown);
      const disclosure = page.getByRole('button', { name: 'Technical details', expanded: false }).first();
      await disclosure.click();
      await page
        .getByText(/answered with status 500/)
        .first()
        .waitFor(shown);
      const seen = await page.locator('body').innerText();
      expect(seen).not.toMatch(/<!DOCTYPE|<html|<h1>|nginx|Internal Server Error/i);
      api.setFault(null);
      await page.getByRole('button', { name: 'Retry' }).first().click();
      await page.getByRole('table', { name: 'Automations' }).getByRole('row').nth(1).waitFor(shown);
    }).finally(() => api.setFault(null));
  });

  it('shows the loading state while the API is slow, then the content', async () => {
    api.setFault('slow', '*/api/admin/automations');
    await withPageOf('super@demo.test', '/members/automations', async ({ page }) => {
      const table = page.getByRole('table', { name: 'Automations' });
      // The table says it is busy (as screen readers hear it) until the slow answer arrives.
      await expect.poll(() => table.getAttribute('aria-busy'), shown).toBe('true');
      await table.getByRole('row').nth(1).waitFor(shown);
      expect(await table.getAttribute('aria-busy')).not.toBe('true');
    }).finally(() => api.setFault(null));
  });

  it("says the server could not be reached when the API does not admit the console's origin, and Retry works once it does", async () => {
    await withPageOf('super@demo.test', '/members/home', async ({ page }) => {
      await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor(shown);
      api.setAllowedOrigins(['https://another-console.example']);
      await page.getByRole('link', { name: 'Automations', exact: true }).first().click();
      await page
        .getByText('The server could not be reached. Check your connection and try again.')
        .first()
        .waitFor(shown);
      api.setAllowedOrigins('*');
      await page.getByRole('button', { name: 'Retry' }).first().click();
      await page.getByRole('table', { name: 'Automations' }).getByRole('row').nth(1).waitFor(shown);
    }).finally(() => api.setAllowedOrigins('*'));
  });
});

theCallsTheApiAnswered();
