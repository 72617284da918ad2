// Browser benchmark of the built console (demo mode, 100 000 journeys), part of `npm run bench`:
//  - the metrics route's JavaScript: every chunk the browser fetches going from Home to Metrics (gzip);
//  - time from a filter change to every chart of the summary pane painted with the new numbers.
// The demo backend answers in the page's main thread, so the time includes computing the stats.
// Expects `npm run build` to have run (scripts/bench.mjs does it first).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { consoleRoot, openBuiltConsole, signedInPage, spread } from './bench-console.mjs';

const sessions = 3;
const { baseUrl, browser, close } = await openBuiltConsole();

try {
  const cold = [];
  const cached = [];
  let chunkRows = [];
  for (let session = 0; session < sessions; session += 1) {
    const page = await signedInPage(
      browser,
      baseUrl,
      '?journeys=large',
      `window.journeysShown = ${journeysShown}; window.summaryPainted = ${summaryPainted};`,
    );
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
  console.log(
    `Metrics route JS: ${chunkRows.reduce((sum, row) => sum + Number(row['gzip kB']), 0).toFixed(1)} kB gzip in ${chunkRows.length} chunks`,
  );
  console.log('\nFilter change (Users) → every chart of the summary pane painted, 100 000 journeys:');
  console.log(`  new filter (stats computed): ${spread(cold, 'ms', 'changes')}`);
  console.log(`  filter seen before (cache):  ${spread(cached, 'ms', 'changes')}`);
} finally {
  await close();
}

/** Milliseconds from choosing `userType` to the summary pane painted with the new numbers. */
async function timeFilterChange(page, userType) {
  const radio = page.getByRole('search', { name: 'Filters' }).getByRole('radio', { name: userType });
  const before = await page.evaluate(() => window.journeysShown());
  await radio.evaluate((element) => {
    window.filterChangedAt = performance.now();
    element.click();
  });
  await page.waitForFunction(
    (previous) => window.summaryPainted() && window.journeysShown() !== previous,
    before,
    { polling: 'raf', timeout: 120_000 },
  );
  // Two frames later the browser has painted what the last commit drew.
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(performance.now() - window.filterChangedAt)),
        ),
      ),
  );
}

// Both run in the page (injected as source by addInitScript), so they use only the DOM.
function journeysShown() {
  const totals = [...document.querySelectorAll('section')].find(
    (section) => section.querySelector('h2')?.textContent === 'Totals',
  );
  const term = totals && [...totals.querySelectorAll('dt')].find((dt) => dt.textContent === 'Journeys');
  return term?.nextElementSibling?.textContent ?? null;
}

function summaryPainted() {
  const cards = [...document.querySelectorAll('main section[data-state]')];
  const charts = cards.filter((card) => card.querySelector('h2')?.textContent !== 'Totals');
  return (
    cards.length >= 5 &&
    cards.every((card) => card.dataset.state === 'ready' || card.dataset.state === 'empty') &&
    charts.every(
      (card) => card.dataset.state === 'empty' || card.querySelector('svg.apexcharts-svg') !== null,
    )
  );
}
