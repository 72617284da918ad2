// Browser benchmark of the built console (demo mode, 100 000 journeys), part of `npm run bench`:
//  - the metrics route's JavaScript: every chunk the browser fetches going from Home to Metrics (gzip);
//  - time from a filter change to every chart of the summary pane painted with the new numbers.
// The demo backend answers in the page's main thread, so the time includes computing the stats.
// Expects `npm run build` to have run (scripts/bench.mjs does it first).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const consoleRoot = path.resolve(import.meta.dirname, '../apps/console');
const sessions = 3;

const server = await preview({
  root: consoleRoot,
  configFile: path.join(consoleRoot, 'vite.config.ts'),
  logLevel: 'warn',
  preview: { port: 0, host: '127.0.0.1', strictPort: false },
});
const address = server.httpServer.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });

try {
  const cold = [];
  const cached = [];
  let chunkRows = [];
  for (let session = 0; session < sessions; session += 1) {
    const page = await signedInPage();
    const routeChunks = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) routeChunks.add(url.pathname);
    });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Metrics' }).click();
    await page.waitForFunction(() => window.summaryPainted(), null, { polling: 'raf', timeout: 120_000 });
    chunkRows = [...routeChunks].map((chunk) => {
      const bytes = readFileSync(path.join(consoleRoot, 'dist', chunk));
      return { chunk: path.basename(chunk), 'gzip kB': (gzipSync(bytes).length / 1024).toFixed(1) };
    });
    // Staff and Parents are new filters (the server is asked); back to All is answered from the cache.
    cold.push(await timeFilterChange(page, 'Staff'), await timeFilterChange(page, 'Parents'));
    cached.push(await timeFilterChange(page, 'All'));
    await page.context().close();
  }

  console.log('\nMetrics route JavaScript (fetched going from Home to Metrics):');
  console.table(chunkRows);
  console.log(`Metrics route JS: ${chunkRows.reduce((sum, row) => sum + Number(row['gzip kB']), 0).toFixed(1)} kB gzip in ${chunkRows.length} chunks`);
  console.log('\nFilter change (Users) → every chart of the summary pane painted, 100 000 journeys:');
  console.log(`  new filter (stats computed): ${spread(cold)}`);
  console.log(`  filter seen before (cache):  ${spread(cached)}`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

async function signedInPage() {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(`window.journeysShown = ${journeysShown}; window.summaryPainted = ${summaryPainted};`);
  await page.goto(`${baseUrl}/?journeys=large`);
  await page.getByLabel('Username').fill('super@demo.test');
  await page.getByLabel(/^Password/).fill('stride-demo');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
  return page;
}

/** Milliseconds from choosing `userType` to the summary pane painted with the new numbers. */
async function timeFilterChange(page, userType) {
  const radio = page.getByRole('search', { name: 'Filters' }).getByRole('radio', { name: userType });
  const before = await page.evaluate(() => window.journeysShown());
  await radio.evaluate((element) => {
    window.filterChangedAt = performance.now();
    element.click();
  });
  await page.waitForFunction((previous) => window.summaryPainted() && window.journeysShown() !== previous, before, { polling: 'raf', timeout: 120_000 });
  // Two frames later the browser has painted what the last commit drew.
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - window.filterChangedAt)))));
}

function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms (${sorted.length} changes)`;
}

// Both run in the page (injected as source by addInitScript), so they use only the DOM.
function journeysShown() {
  const totals = [...document.querySelectorAll('section')].find((section) => section.querySelector('h2')?.textContent === 'Totals');
  const term = totals && [...totals.querySelectorAll('dt')].find((dt) => dt.textContent === 'Journeys');
  return term?.nextElementSibling?.textContent ?? null;
}

function summaryPainted() {
  const cards = [...document.querySelectorAll('main section[data-state]')];
  const charts = cards.filter((card) => card.querySelector('h2')?.textContent !== 'Totals');
  return (
    cards.length >= 5 &&
    cards.every((card) => card.dataset.state === 'ready' || card.dataset.state === 'empty') &&
    charts.every((card) => card.dataset.state === 'empty' || card.querySelector('svg.apexcharts-svg') !== null)
  );
}
