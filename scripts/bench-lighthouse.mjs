// Lighthouse (desktop preset) on Login, Home and the Metrics summary of the built console in demo
// mode, served by the production server (its CSP included), in the system Chromium; part of
// `npm run bench`. Targets: performance >= 95, accessibility 100, best practices >= 95.
// Expects `npm run build` to have run (scripts/bench.mjs does it first). BENCH_LIGHTHOUSE_SHOTS=<folder>
// keeps each audit's final screenshot there, to see what was measured.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveConsole } from './console-server.mjs';

export const lighthouseTargets = { performance: 95, accessibility: 100, 'best-practices': 95 };

const port = await freePort();
const server = await serveConsole();
const profile = mkdtempSync(path.join(os.tmpdir(), 'stride-lighthouse-'));
// One profile for Playwright (which signs in) and Lighthouse (which keeps the stored session).
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath(),
  args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  headless: true,
  viewport: { width: 1350, height: 940 },
});

try {
  const rows = [];
  rows.push(await audit('Login', `${server.url}/`, false));
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}/`);
  await page.getByLabel('Username').fill('super@demo.test');
  await page.getByLabel(/^Password/).fill('stride-demo');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
  rows.push(await audit('Home', `${server.url}/members/home`, true));
  rows.push(await audit('Metrics summary', `${server.url}/members/travel_planning`, true));

  console.log(
    `\nLighthouse ${desktopConfig.settings?.formFactor ?? 'desktop'} preset (load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, ${os.cpus().length} cores):`,
  );
  console.table(rows.map(({ screen, scores, metrics }) => ({ screen, ...scores, ...metrics })));
  const missed = rows.flatMap(({ screen, scores, failing }) =>
    Object.entries(lighthouseTargets)
      .filter(([category, target]) => scores[category] < target)
      .map(
        ([category, target]) =>
          `${screen}: ${category} ${scores[category]} < ${target} (${failing[category].join(', ') || 'no single audit'})`,
      ),
  );
  console.log(
    missed.length ? `LIGHTHOUSE TARGETS MISSED:\n  ${missed.join('\n  ')}` : 'Lighthouse targets: all met',
  );
} finally {
  await context.close();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}

/** One Lighthouse navigation; `signedIn` keeps the profile's storage (the session) instead of clearing it. */
async function audit(screen, url, signedIn) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', disableStorageReset: signedIn },
    desktopConfig,
  );
  const { categories, audits, finalDisplayedUrl } = result.lhr;
  // A score of a page the audit did not reach (signed out, sent elsewhere) would mean nothing.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse on ${screen} ended at ${finalDisplayedUrl}, not ${url}`);
  }
  if (process.env.BENCH_LIGHTHOUSE_SHOTS) {
    const shot = audits['final-screenshot']?.details?.data ?? '';
    writeFileSync(
      path.join(process.env.BENCH_LIGHTHOUSE_SHOTS, `${screen.replaceAll(' ', '-')}.jpg`),
      Buffer.from(shot.replace(/^data:image\/\w+;base64,/, ''), 'base64'),
    );
  }
  const scores = Object.fromEntries(
    Object.keys(lighthouseTargets).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
  );
  const failing = Object.fromEntries(
    Object.keys(lighthouseTargets).map((key) => [
      key,
      (categories[key]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => ref.id),
    ]),
  );
  const ms = (id) => `${Math.round(audits[id]?.numericValue ?? 0)} ms`;
  const metrics = {
    FCP: ms('first-contentful-paint'),
    LCP: ms('largest-contentful-paint'),
    TBT: ms('total-blocking-time'),
    CLS: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
  };
  return { screen, scores, metrics, failing };
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}
