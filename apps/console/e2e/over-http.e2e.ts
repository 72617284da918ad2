// The console as a deployer runs it against a real API: built once with VITE_API_URL naming the
// reference HTTP API (packages/mocks/src/http-server.ts) on another origin and VITE_UPLOAD_ORIGINS
// naming its storage host (a third origin), served by the production server with no setting of its
// own, and driven in Chromium as an admin would. What the in-browser demo cannot show: the policy the
// build decides, CORS, the bearer header over HTTP, pictures and uploads on other hosts, and how the
// console copes with what a real server and network do (a plain 401, a 403, an HTML error page, a slow
// answer, an API that does not admit the console's origin). Every call the API answers is collected in
// `apiExchanges` (./api-exchanges.ts).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTermsAgreedPath, refreshAfterMs, refreshTokenPath } from '@stride/api';
import { canOpen, screens, type Role, type ScreenKey } from '@stride/domain';
import { demoDb } from '@stride/mocks';
import { serveApi, type ApiServer } from '@stride/mocks/http-server';
import { PNG } from 'pngjs';
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveConsole } from '../../../scripts/console-server.mjs';
import { apiExchanges } from './api-exchanges';
import { answerProblems } from '@stride/api/contract';
import { chromiumForThisFile, signInToHome } from './chromium-session';

const consoleRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicFolder = path.join(consoleRoot, '../../public');
const outDir = mkdtempSync(path.join(tmpdir(), 'stride-over-http-'));
const browser = chromiumForThisFile();

let api: ApiServer;
let consoleServer: { url: string; close: () => Promise<void> };
const calls: string[] = [];

beforeAll(async () => {
  // The API serves the demo's pictures from the repository's public/ (a build for it has no demo/
  // folder), and has a storage host of its own for presigned uploads.
  api = await serveApi({
    log: (line) => calls.push(line),
    staticRoot: publicFolder,
    storage: {},
    onExchange: (exchange) => apiExchanges.push(exchange),
  });
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  process.env.VITE_API_URL = api.url;
  process.env.VITE_UPLOAD_ORIGINS = storageOrigin();
  try {
    await build({
      root: consoleRoot,
      configFile: path.join(consoleRoot, 'vite.config.ts'),
      logLevel: 'silent',
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
    delete process.env.VITE_API_URL;
    delete process.env.VITE_UPLOAD_ORIGINS;
  }
  // As any deployer serving dist/: the server is told nothing about the API.
  consoleServer = await serveConsole({ root: outDir, env: {} });
}, 300_000);

afterAll(async () => {
  for (const context of sessions.values()) await (await context).close();
  await consoleServer?.close();
  await api?.close();
  rmSync(outDir, { recursive: true, force: true });
});

const apiOrigin = () => new URL(api.url).origin;
const storageOrigin = () => new URL(api.storageUrl!).origin;
/** A hang guard for what the admin waits for over HTTP on a busy machine, not a speed check. */
const shown = { timeout: 30_000 };

/**
 * Signs in as `email` (password 'stride-demo') on `page` and waits for `landing` (Home unless the
 * page asked for another). A school's terms are confirmed once its terms check says they are due.
 */
async function signIn(page: Page, email: string, landing = homeHeading(page)) {
  const asked = apiExchanges.length;
  await page.getByLabel('Username').fill(email);
  await page.getByLabel(/^Password/).fill('stride-demo');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  if (email.startsWith('school@')) {
    // Its school's terms are asked for until agreed: the dialog (over the page) shows once the terms
    // check has answered that they are due.
    const check = () =>
      apiExchanges.slice(asked).find((exchange) => exchange.path === `/${isTermsAgreedPath}`);
    await expect.poll(check, shown).toBeDefined();
    if (!(check()!.body as { agreed?: unknown }).agreed)
      await page
        .getByRole('dialog', { name: 'Terms & conditions' })
        .getByRole('button', { name: 'Confirm' })
        .click(shown);
  }
  await landing.waitFor(shown);
}

const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Home', exact: true });

/** One signed-in browser context per account, shared by the tests that do not end the session. */
const sessions = new Map<string, Promise<BrowserContext>>();
function sessionOf(email: string): Promise<BrowserContext> {
  let session = sessions.get(email);
  if (!session) {
    session = (async () => {
      const context = await browser().newContext();
      const page = await context.newPage();
      await page.goto(consoleServer.url);
      await signIn(page, email);
      await page.close();
      return context;
    })();
    sessions.set(email, session);
  }
  return session;
}

/**
 * Collects what the browser refuses on `page`: Content-Security-Policy violations (as csp.e2e.ts: not
 * the inline handlers of the hostile demo notice, which the sanitiser parses in an inert document and
 * Chrome reports although nothing could run) and CORS refusals.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.violatedDirective === 'script-src-attr' && /SafeHtml/.test(event.sourceFile)) return;
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/CORS|Access-Control/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

type OpenPage = { page: Page; violations: string[] };

/**
 * Runs `walk` on a new page of `email`'s session opened at `route`; the page records any
 * Content-Security-Policy or CORS complaint of the browser in `violations`. A failing walk leaves a
 * picture of the page in the temporary folder (named in the error).
 */
async function withPageOf(email: string, route: string, walk: (opened: OpenPage) => Promise<void>) {
  const page = await (await sessionOf(email)).newPage();
  const violations = await watchViolations(page);
  try {
    await page.goto(new URL(route, consoleServer.url).href);
    await walk({ page, violations });
  } catch (error) {
    const picture = path.join(tmpdir(), `stride-over-http-failed-${Date.now()}.png`);
    await page.screenshot({ path: picture, fullPage: true }).catch(() => undefined);
    if (error instanceof Error) error.message += `\n(the page as it was: ${picture})`;
    throw error;
  } finally {
    await page.close();
  }
}

/** Whether the picture has loaded (an <img> with pixels; the placeholder of a failed one has none). */
const pictureLoaded = (picture: Locator) =>
  picture.evaluate(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
  );

async function expectPictureShown(picture: Locator) {
  await picture.scrollIntoViewIfNeeded(shown);
  await expect.poll(() => pictureLoaded(picture), shown).toBe(true);
}

/** A small PNG, as the admin would pick from disk. */
function pngFile(name: string, width = 64, height = 48) {
  const png = new PNG({ width, height });
  for (let index = 0; index < png.data.length; index += 4) png.data.set([32, 120, 200, 255], index);
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

const chooseIn = async (scope: Locator, page: Page, label: string | RegExp, option: string) => {
  await scope.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** A toast or status saying `text`. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor(shown);

describe('a build for a real API', () => {
  it('serves a policy that admits the API and the storage host its build calls, with nothing said at serve time', async () => {
    const answer = await fetch(consoleServer.url);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${apiOrigin()}`));
    expect(policy).toMatch(new RegExp(`img-src [^;]*${apiOrigin()}`));
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${storageOrigin()}`));
    // Any static host serves the same policy from the page itself, and from the _headers file.
    const html = (await answer.text()).replaceAll('&#39;', "'");
    expect(html).toContain(`http-equiv="Content-Security-Policy"`);
    expect(html).toMatch(new RegExp(`connect-src [^;"]*${apiOrigin()}`));
    expect(readFileSync(path.join(outDir, '_headers'), 'utf8')).toContain(apiOrigin());
  });

  // With VITE_API_URL set the console carries no mock code (docs/architecture.md, "Demo mode").
  it("carries none of the demo's code or files", async () => {
    const assets = path.join(outDir, 'assets');
    const code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    expect(code).toContain(api.url);
    for (const demoOnly of ['mockServiceWorker', 'setupWorker', 'super@demo.test', 'stride-demo'])
      expect(code).not.toContain(demoOnly);
    expect(existsSync(path.join(outDir, 'mockServiceWorker.js'))).toBe(false);
    expect(existsSync(path.join(outDir, 'demo'))).toBe(false);
    expect((await fetch(new URL('mockServiceWorker.js', consoleServer.url))).status).toBe(404);
  });

  // Rules: session.calls.api-host, session.calls.bearer-token
  it('signs in over HTTP on the other origin and shows Home from the API', async () => {
    const page = await browser().newPage();
    const violations = await watchViolations(page);
    try {
      calls.length = 0;
      await page.goto(consoleServer.url);
      await signIn(page, 'school@demo.test');
      expect(calls.some((line) => /^POST \/api\/admin\/login 200 /.test(line))).toBe(true);
      // The admin's own details, asked with the bearer token across origins.
      await expect
        .poll(() => calls.some((line) => /^POST \/api\/admin\/administration\/refreshAdmin 200 /.test(line)))
        .toBe(true);
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("shows the notice board's photos, which the API serves on its own origin", async () => {
    await withPageOf('school@demo.test', '/members/noticeboard', async ({ page, violations }) => {
      const board = page.getByRole('region', { name: 'Notice board' });
      const photo = board.getByRole('img', { name: /^Picture 1 of / }).first();
      await photo.waitFor(shown);
      expect(await photo.getAttribute('src')).toMatch(
        new RegExp(`^${apiOrigin()}/demo/notices/photo-\\d\\.svg$`),
      );
      await expectPictureShown(photo);
      expect(violations).toEqual([]);
    });
  });
});

describe('round trips over HTTP, as the admin makes them', () => {
  it('a notice with a picture: sent, on the board at once with its picture, and reopened as saved', async () => {
    await withPageOf('school@demo.test', '/members/noticeboard', async ({ page, violations }) => {
      const title = 'Walk over HTTP';
      await page.getByRole('link', { name: 'New post' }).click(shown);
      let form = page.getByRole('form', { name: 'Post' });
      await form.getByRole('textbox', { name: 'Title' }).fill(title);
      await form.getByRole('textbox', { name: 'Message' }).click();
      await page.keyboard.type('Meet at the park gates');
      await chooseIn(form, page, 'Category', 'travel');
      await form.getByRole('checkbox', { name: 'Important' }).check();
      await form.getByLabel('Add images or pdfs').setInputFiles(pngFile('route.png'));
      await form.getByRole('list', { name: 'Attached files' }).getByRole('listitem').first().waitFor(shown);
      await form.getByRole('button', { name: 'Send' }).click();

      // On the board without a reload, its picture shown from the API.
      const board = page.getByRole('region', { name: 'Notice board' });
      const card = board.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
      await card.waitFor(shown);
      await expectPictureShown(card.getByRole('img', { name: `Picture 1 of ${title}` }));

      await page.reload();
      await card.getByRole('button', { name: 'Edit' }).click(shown);
      form = page.getByRole('form', { name: 'Post' });
      await expect.poll(() => form.getByRole('textbox', { name: 'Title' }).inputValue(), shown).toBe(title);
      expect(await form.getByRole('textbox', { name: 'Message' }).textContent()).toContain(
        'Meet at the park gates',
      );
      expect(await form.getByRole('combobox', { name: 'Category' }).textContent()).toContain('travel');
      expect(await form.getByRole('checkbox', { name: 'Important' }).isChecked()).toBe(true);
      expect(await form.getByRole('list', { name: 'Attached files' }).getByRole('listitem').count()).toBe(1);
      expect(violations).toEqual([]);
    });
  });

  it('a like and a comment: counted and shown at once, and still there after a reload', async () => {
    await withPageOf('school@demo.test', '/members/noticeboard', async ({ page, violations }) => {
      const board = page.getByRole('region', { name: 'Notice board' });
      const card = board.getByRole('article').first();
      const like = card.getByRole('button', { name: /^Like · \d+$/ });
      await like.waitFor(shown);
      const heading = (await card.getByRole('heading').first().textContent()) ?? '';
      const likes = Number((await like.textContent())!.replace(/\D+/g, ''));
      await like.click();
      await card.getByRole('button', { name: `Like · ${likes + 1}` }).waitFor(shown);
      await card.getByRole('textbox', { name: 'Write a comment' }).fill('We will walk over HTTP');
      await card.getByRole('button', { name: 'Post', exact: true }).click();
      await card.getByText('We will walk over HTTP').waitFor(shown);

      await page.reload();
      const again = board
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: heading }) })
        .first();
      await again.getByRole('button', { name: `Like · ${likes + 1}` }).waitFor(shown);
      await again.getByText('We will walk over HTTP').waitFor(shown);
      expect(violations).toEqual([]);
    });
  });

  // Rules: account.form.logo, account.save.updated, account.save.round-trip
  it('the account with its logo: saved, the menu shows the new name at once, and reopened as saved', async () => {
    await withPageOf('council@demo.test', '/members/account', async ({ page, violations }) => {
      let account = page.getByRole('form', { name: 'Account' });
      await account.getByLabel('Local Authority Name').fill('Hackney over HTTP');
      await account.getByRole('button', { name: 'Remove contact 2' }).click(shown);
      await account.getByRole('button', { name: 'Remove contact 1' }).click();
      await account.getByLabel('Logo').setInputFiles(pngFile('crest.png', 120, 120));
      const preview = account.getByRole('img', { name: 'Logo preview' });
      await expect.poll(() => preview.getAttribute('src'), shown).toMatch(/^data:image\/png;base64,/);
      const uploaded = await preview.getAttribute('src');
      await account.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Updated');
      await page.getByRole('navigation', { name: 'Main menu' }).getByText('Hackney over HTTP').waitFor(shown);

      await page.reload();
      account = page.getByRole('form', { name: 'Account' });
      await expect
        .poll(() => account.getByLabel('Local Authority Name').inputValue(), shown)
        .toBe('Hackney over HTTP');
      expect(await account.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toBe(uploaded);
      await expectPictureShown(account.getByRole('img', { name: 'Logo preview' }));
      expect(violations).toEqual([]);
    });
  });

  it('an automation: saved, in the list at once, and reopened with every field as saved', async () => {
    await withPageOf('super@demo.test', '/members/automations', async ({ page, violations }) => {
      const table = page.getByRole('table', { name: 'Automations' });
      await table.getByRole('row').nth(1).waitFor(shown);
      await page.getByRole('button', { name: 'Add new Automation' }).click();
      const editor = page.getByRole('dialog', { name: 'New automation' });
      const school = demoDb.schools[0]!.name;
      {
        await editor.getByRole('textbox', { name: /Name/ }).fill('Trip walkers over HTTP');
        await editor.getByRole('textbox', { name: /Tags/ }).fill('a, b');
        await chooseIn(editor, page, /^Automation type/, 'Cron');
        await chooseIn(editor, page, /^User type/, 'Parents');
        await chooseIn(editor, page, /^Content type/, 'Email');
        await chooseIn(editor, page, /^Template/, 'Weekly tips');
        await editor.getByLabel('Expire').fill('2027-06-30');
        await editor.getByRole('textbox', { name: /Description/ }).fill('Walk');
        await chooseIn(editor, page, 'Selection', 'BLACKLIST');
        await editor.getByRole('checkbox', { name: school, exact: true }).check();
        await editor.getByRole('button', { name: 'Add rule' }).click();
        await chooseIn(editor, page, 'Field', 'Account verified at');
        await editor.getByRole('spinbutton', { name: 'Amount' }).fill('4');
        await chooseIn(editor, page, 'When to launch', 'Custom');
        await editor.getByRole('checkbox', { name: 'Sep' }).check();
        await editor.getByRole('group', { name: 'Days' }).getByRole('checkbox', { name: 'Last' }).check();
        await chooseIn(editor, page, 'Time', '9pm');
        await chooseIn(editor, page, 'Send limit', 'Once a month');
      }
      await editor.getByRole('button', { name: 'Save' }).click();
      await editor.waitFor({ state: 'hidden', ...shown });

      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('Trip walkers');
      await table.getByRole('cell', { name: 'Trip walkers over HTTP', exact: true }).waitFor(shown);

      await page.reload();
      await table.getByRole('row').nth(1).waitFor(shown);
      await search.fill('Trip walkers');
      await table.getByRole('button', { name: 'Edit Trip walkers over HTTP' }).click(shown);
      const saved = page.getByRole('dialog', { name: 'Edit Trip walkers over HTTP' });
      const value = (label: RegExp) => saved.getByRole('textbox', { name: label }).inputValue();
      const text = (label: RegExp | string) =>
        saved.getByRole('combobox', { name: label, exact: typeof label === 'string' }).textContent();
      await expect.poll(() => text(/^Template/), shown).toContain('Weekly tips');
      expect(await value(/Name/)).toBe('Trip walkers over HTTP');
      expect(await value(/Tags/)).toBe('a, b');
      expect(await text(/^Automation type/)).toContain('Cron');
      expect(await text(/^User type/)).toContain('Parents');
      expect(await text(/^Content type/)).toContain('Email');
      expect(await saved.getByLabel('Expire').inputValue()).toBe('2027-06-30');
      expect(await value(/Description/)).toBe('Walk');
      expect(await text('Selection')).toContain('BLACKLIST');
      expect(await saved.getByRole('checkbox', { name: school, exact: true }).isChecked()).toBe(true);
      expect(await text('Field')).toContain('Account verified at');
      expect(await saved.getByRole('spinbutton', { name: 'Amount' }).inputValue()).toBe('4');
      expect(await text('When to launch')).toContain('Custom');
      expect(await saved.getByRole('checkbox', { name: 'Sep' }).isChecked()).toBe(true);
      expect(
        await saved.getByRole('group', { name: 'Days' }).getByRole('checkbox', { name: 'Last' }).isChecked(),
      ).toBe(true);
      expect(await text('Time')).toContain('9pm');
      expect(await text('Send limit')).toContain('Once a month');
      expect(violations).toEqual([]);
    });
  });

  it('a step datamodel CSV: uploaded through the presigned PUT to the storage host, listed at once and after a reload', async () => {
    await withPageOf('super@demo.test', '/members/step_actions', async ({ page, violations }) => {
      calls.length = 0;
      await page.getByRole('button', { name: 'Step Datamodel' }).click(shown);
      let dialog = page.getByRole('dialog', { name: 'Step Datamodel' });
      await dialog.getByRole('textbox', { name: /Name/ }).fill('step_over_http');
      await dialog
        .getByLabel('File')
        .setInputFiles({ name: 'april.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await toast(page, 'Uploaded');
      // The file went to the storage host, not to the API.
      expect(calls.some((line) => /^storage: PUT \/demo-storage\/step_datamodel\/\S+ 200 /.test(line))).toBe(
        true,
      );
      await dialog.getByRole('combobox', { name: 'CSV' }).click();
      await page.getByRole('option', { name: 'step_over_http.csv' }).waitFor(shown);
      await page.keyboard.press('Escape');

      await page.reload();
      await page.getByRole('button', { name: 'Step Datamodel' }).click(shown);
      dialog = page.getByRole('dialog', { name: 'Step Datamodel' });
      await dialog.getByRole('combobox', { name: 'CSV' }).click(shown);
      await page.getByRole('option', { name: 'step_over_http.csv' }).waitFor(shown);
      expect(violations).toEqual([]);
    });
  });
});

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

/** The demo's accounts, one per role (the menus per role are the demo walk's, role-walk.e2e.ts). */
const roleAccounts: Array<[string, Role]> = [
  ['super@demo.test', 'SUPERADMIN'],
  ['council@demo.test', 'COUNCIL_ADMIN'],
  ['multi@demo.test', 'MULTI_SCHOOL_ADMIN'],
  ['school@demo.test', 'SCHOOL_ADMIN'],
  ['product@demo.test', 'ADMIN'],
];

// Rules: session.login.lands-on-home, layout.not-available.message
describe('every role over HTTP', () => {
  it.each(roleAccounts)(
    '%s opens every screen its role may, each loaded from the API with no refusal by the browser',
    async (email, role) => {
      const failed: Record<string, string> = {};
      const allowed = (Object.keys(screens) as ScreenKey[]).filter((key) => canOpen(role, key));
      await withPageOf(email, '/members/home', async ({ page, violations }) => {
        for (const key of allowed) {
          const { path: route, title } = screens[key];
          await page.goto(new URL(route, consoleServer.url).href);
          await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor(shown);
          await page.waitForLoadState('networkidle');
          const refusals = await page.getByRole('button', { name: 'Retry' }).count();
          const notAvailable = await page.getByText('not available for your role').count();
          if (refusals || notAvailable)
            failed[route] =
              `${refusals} Retry, ${notAvailable} Not available: ${(await page.locator('body').innerText()).slice(0, 400)}`;
        }
        expect(violations).toEqual([]);
      });
      expect(failed).toEqual({});
    },
    600_000,
  );
});

describe('the calls the API answered', () => {
  it('are all collected, each with its status and, for JSON, its parsed body', () => {
    expect(apiExchanges.length).toBeGreaterThan(20);
    const login = apiExchanges.find(
      (exchange) => exchange.path === '/api/admin/login' && exchange.status === 200,
    );
    expect(login).toMatchObject({ method: 'POST', contentType: expect.stringMatching(/json/) });
    expect(login!.body).toMatchObject({ user: expect.any(Object) });
  });

  // The contract (docs/api/openapi.json) is what the platform's API is held to: every answer the
  // reference API gave the console while no fault was on must match it. A file it hands back (an
  // uploaded picture, served where the post's attachment lives) is not a call of the contract.
  it('all match the API contract, except the answers faults gave on purpose', () => {
    const isFile = (contentType = '') => /^(image|video|audio)\/|^application\/pdf/.test(contentType);
    const answered = apiExchanges.filter(
      (exchange) => exchange.fault === undefined && !isFile(exchange.contentType),
    );
    expect(answered.length).toBeGreaterThan(20);
    expect(answered.flatMap((exchange) => answerProblems(exchange))).toEqual([]);
  });
});
