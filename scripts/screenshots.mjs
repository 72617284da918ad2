// Screenshots of every page each demo role can reach, at the widths admins use, for a person to look
// at (clipped buttons, broken images, gaps, raw codes). Serves the production build (run
// `npm run build` first), logs in as each demo account, walks the links from Home (menu, tabs,
// table links; one page per route pattern) plus every screen of the route table the role may open,
// and writes full-page PNGs to `screenshots/<role>/<width>/<path>.png` (not committed). Each picture is
// also judged by the story tests' layout check (packages/ui/src/storybook/layout-defects.ts): what it
// finds is listed at the end, and the script then exits with 1.
//   node scripts/screenshots.mjs [--roles super,school] [--widths 1280,1440,1920,390] [--out screenshots]
//   [--only /members/automations,/members/home]: those pages only, no links walked
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveConsole } from './console-server.mjs';
import { layoutFindings, settle } from './layout-check.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    roles: { type: 'string', default: 'super,council,multi,school,product' },
    widths: { type: 'string', default: '1280,1440,390' },
    out: { type: 'string', default: 'screenshots' },
    max: { type: 'string', default: '60' },
    only: { type: 'string' },
  },
});

/** The route table's screens and who may open them, read from the domain package's source. */
async function loadScreens() {
  const cache = path.join(root, 'node_modules/.cache/screenshots');
  await mkdir(cache, { recursive: true });
  const file = path.join(cache, 'screens.mjs');
  await build({
    entryPoints: [path.join(root, 'packages/domain/src/access/screens.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: file,
    logLevel: 'error',
  });
  return import(file);
}

/** One picture per route pattern: record ids and numbers collapse into `:id`. */
const routePattern = (pathname) =>
  pathname
    .split('/')
    .map((part) => (/\d/.test(part) && part.length > 3 ? ':id' : part))
    .join('/');

const fileName = (pathname) => pathname.replace(/^\/+/, '').replace(/[^a-z0-9_-]+/gi, '_') || 'root';

async function logIn(page, baseUrl, email) {
  await page.goto(baseUrl);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel(/^Password/).fill('stride-demo');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL('**/members/**');
  const terms = page.getByRole('dialog', { name: 'Terms & conditions' });
  // The terms dialog comes once the organisation's settings have answered (school admin only).
  if (
    await terms.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    )
  ) {
    await terms.getByRole('button', { name: 'Confirm' }).click();
    await terms.waitFor({ state: 'hidden' });
  }
}

const roles = {
  super: 'SUPERADMIN',
  council: 'COUNCIL_ADMIN',
  multi: 'MULTI_SCHOOL_ADMIN',
  school: 'SCHOOL_ADMIN',
  product: 'ADMIN',
};
const { screens, canOpen } = await loadScreens();
const { url: baseUrl, close } = await serveConsole();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const widths = values.widths.split(',').map(Number);
const problems = [];

try {
  for (const name of values.roles.split(',')) {
    const email = `${name}@demo.test`;
    const context = await browser.newContext({ viewport: { width: widths[0], height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`${name} ${page.url()}: ${error.message}`));
    await logIn(page, baseUrl, email);
    const role = roles[name];
    const only = values.only?.split(',');
    const queue = only ?? ['/members/home'];
    for (const screen of only ? [] : Object.values(screens)) {
      if (!role || canOpen(role, screen.key)) queue.push(screen.path);
    }
    const seen = new Set();
    let taken = 0;
    while (queue.length && taken < Number(values.max)) {
      const pathname = queue.shift();
      // Pages named by --only are pictured as given, their query string too (a record open over a list).
      const pattern = only ? pathname : routePattern(pathname);
      if (seen.has(pattern)) continue;
      seen.add(pattern);
      await page.setViewportSize({ width: widths[0], height: 900 });
      await page.goto(`${baseUrl}${pathname}`);
      await settle(page);
      const links = await page.$$eval('a[href^="/members"]', (anchors) =>
        anchors.map((anchor) => new URL(anchor.href).pathname),
      );
      if (!only) queue.push(...links.filter((link) => !link.startsWith('/logout')));
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await settle(page);
        // A chart redraws for the new width a moment after the window's resize (ApexCharts waits for
        // the resizing to stop): picture the page once it fits again, as a person sees it then. A page
        // that stays wider than the window is pictured so after 2 s.
        await page
          .waitForFunction(() => document.documentElement.scrollWidth <= innerWidth, null, { timeout: 2000 })
          .catch(() => {});
        const out = path.resolve(root, values.out, name, String(width), `${fileName(pattern)}.png`);
        await mkdir(path.dirname(out), { recursive: true });
        await writeFile(out, await page.screenshot({ fullPage: true }));
        const defects = await layoutFindings(page);
        for (const defect of defects) problems.push(`${name} ${width} px ${pathname}: ${defect}`);
      }
      taken += 1;
      console.log(`${name}: ${pattern}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await close();
}
if (problems.length) {
  console.log(`Uncaught errors and layout findings:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
