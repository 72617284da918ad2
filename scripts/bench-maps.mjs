// Browser benchmark of the maps (built console, demo mode, software WebGL), part of `npm run bench`:
//  - 10 000 and 100 000 journeys: from the marker answer arriving (fetch resolved; parsing included)
//    to the first frame with every marker, and from a mode toggle to its repaint;
//  - 1 000 000 heatmap points: from the answer arriving to the first heatmap frame;
//  - the maps route's JavaScript (gzip) fetched going from Home to Maps.
// A frame counts when the map's root says data-state="drawn" (MapView sets it in deck.gl's
// onAfterRender once every layer is loaded). Expects `npm run build` to have run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const consoleRoot = path.resolve(import.meta.dirname, '../apps/console');
// Every journey and point of the demo calendar, not only the current term's.
const wholeRange = `from=${encodeURIComponent('2000-01-01 00:00')}&to=${encodeURIComponent('2100-01-01 00:00')}`;

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
  const rows = [];
  let chunkRows = [];
  const sizes = process.env.BENCH_MAPS_ONLY_SMALL ? [['small', '10 000']] : [['small', '10 000'], ['large', '100 000']];
  for (const [size, label] of sizes) {
    const page = await signedInPage(`journeys=${size}`);
    const chunks = recordChunks(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Maps', exact: true }).click();
    const map = page.getByRole('region', { name: 'Travel plan map' });
    await map.waitFor();
    await waitForDrawn(page, 'Travel plan map');
    if (size === 'small') chunkRows = chunkTable(chunks);
    // The map is up (shaders compiled, basemap drawn): now a new filter, every journey of the calendar.
    await page.getByRole('switch', { name: 'Update on change' }).click();
    const first = await firstFrameAfterArrival(page, 'getMarkers', 'Travel plan map', () =>
      page.evaluate((search) => {
        window.history.pushState({}, '', `/members/maps?${search}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, wholeRange),
    );
    const toggles = [];
    const inPage = [];
    for (let index = 0; index < 4; index += 1) {
      toggles.push(await toggleRepaint(page, 'Car'));
      inPage.push(Number(await map.getAttribute('data-draw-ms')));
    }
    rows.push({
      journeys: label,
      markers: first.markers,
      'answer → first frame ms': first.ms.toFixed(0),
      'mode toggle → repaint ms': spread(toggles),
      'of which layers → frame ms': spread(inPage),
    });
    await page.context().close();
  }
  if (process.env.BENCH_MAPS_ONLY_SMALL) {
    console.table(rows);
    process.exit(0);
  }

  const heatPage = await signedInPage('heatmap=large');
  await heatPage.goto(`${baseUrl}/members/heatmap?${wholeRange}`);
  await heatPage.getByRole('region', { name: 'Journey heatmap' }).waitFor();
  await waitForDrawn(heatPage, 'Journey heatmap');
  const heat = await firstFrameAfterArrival(heatPage, 'heatmapDefaultData', 'Journey heatmap', () => heatPage.getByRole('button', { name: 'Generate' }).click());
  await heatPage.context().close();

  console.log('\nMaps route JavaScript (fetched going from Home to Maps):');
  console.table(chunkRows);
  console.log(`Maps route JS: ${chunkRows.reduce((sum, row) => sum + Number(row['gzip kB']), 0).toFixed(1)} kB gzip in ${chunkRows.length} chunks`);
  console.log('\nTravel-plan map, every journey of the demo calendar (targets: 100k first frame < 1500 ms, toggle < 100 ms):');
  console.table(rows);
  console.log(`Heatmap, ${heat.points.toLocaleString('en-GB')} points: answer → first frame ${heat.ms.toFixed(0)} ms`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

async function signedInPage(option) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await page.goto(`${baseUrl}/?${option}`);
  await page.getByLabel('Username').fill('super@demo.test');
  await page.getByLabel(/^Password/).fill('stride-demo');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
  return page;
}

function recordChunks(page) {
  const chunks = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) chunks.add(url.pathname);
  });
  return chunks;
}

function chunkTable(chunks) {
  return [...chunks].map((chunk) => {
    const bytes = readFileSync(path.join(consoleRoot, 'dist', chunk));
    return { chunk: path.basename(chunk), 'gzip kB': (gzipSync(bytes).length / 1024).toFixed(1) };
  });
}

/** Waits until the map labelled `mapLabel` has drawn every layer it has. */
function waitForDrawn(page, mapLabel) {
  return page.waitForFunction((label) => document.querySelector(`section[aria-label="${label}"]`)?.getAttribute('data-state') === 'drawn', mapLabel, {
    polling: 'raf',
    timeout: 120_000,
  });
}

/**
 * Runs `act`, then waits for the answer named `marker` and the first frame drawn after it:
 * milliseconds between the two, and how much was drawn.
 */
async function firstFrameAfterArrival(page, marker, mapLabel, act) {
  await page.evaluate(() => window.benchReset());
  await act();
  const result = await page.waitForFunction(
    ({ marker, mapLabel }) => {
      const arrival = window.benchArrivals.find((entry) => entry.marker === marker);
      const frame = arrival && window.benchFrames.find((entry) => entry.label === mapLabel && entry.at > arrival.at);
      return frame ? { ms: frame.at - arrival.at, count: arrival.count } : null;
    },
    { marker, mapLabel },
    { polling: 'raf', timeout: 180_000 },
  );
  const { ms, count } = await result.jsonValue();
  return { ms, markers: count, points: count };
}

/** Milliseconds from pressing a mode toggle to the next frame drawn. */
async function toggleRepaint(page, mode) {
  const button = page.getByRole('region', { name: 'Travel plan map' }).getByRole('button', { name: mode, exact: true });
  await page.evaluate(() => window.benchReset());
  await button.evaluate((element) => {
    window.benchClickedAt = performance.now();
    element.click();
  });
  const result = await page.waitForFunction(
    () => window.benchFrames.find((entry) => entry.label === 'Travel plan map' && entry.at > window.benchClickedAt)?.at - window.benchClickedAt,
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  return result.jsonValue();
}

function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} (min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)})`;
}

// Runs in the page before its scripts: notes when marker and heatmap answers arrive (and their size),
// and when a map's root turns to data-state="drawn".
function instrument() {
  window.benchArrivals = [];
  window.benchFrames = [];
  window.benchReset = () => {
    window.benchArrivals = [];
    window.benchFrames = [];
  };
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const url = typeof input === 'string' ? input : input.url;
    const marker = body.includes('"getMarkers"') ? 'getMarkers' : url.includes('heatmapDefaultData') ? 'heatmapDefaultData' : null;
    const response = await originalFetch(input, init);
    if (!marker) return response;
    const text = await response.clone().text();
    const parsed = JSON.parse(text);
    const count = marker === 'getMarkers' ? parsed.journeys?.length : parsed.points?.length / 2;
    // Arrival: the answer is in the page (what the client then parses and draws is measured).
    window.benchArrivals.push({ marker, at: performance.now(), count });
    return new Response(text, { status: response.status, headers: response.headers });
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target;
      if (target.getAttribute('data-state') === 'drawn' && target.getAttribute('aria-label')) window.benchFrames.push({ label: target.getAttribute('aria-label'), at: performance.now() });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
}
