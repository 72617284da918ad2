// Browser benchmark of the maps (built console, demo mode, software WebGL), part of `npm run bench`:
//  - 10 000 and 100 000 journeys: from the marker answer arriving (fetch resolved; parsing included)
//    to the first frame with every marker, and from a mode toggle to its repaint;
//  - 1 000 000 heatmap points: from the answer arriving to the first heatmap frame;
//  - the maps route's JavaScript (gzip) fetched going from Home to Maps (the offline basemap), and what
//    MapLibre GL would add to it with VITE_MAP_STYLE_URL set (its chunk and worker, from the build's manifest).
// A frame counts when the map's root says data-state="drawn" (MapView sets it in deck.gl's
// onAfterRender once every layer is loaded) and a one-pixel read of the canvas has returned: that
// read waits until the GPU (SwiftShader here) has finished the frame, so the figure is the real
// repaint. Also reported: the toggle to deck.gl's frame submitted (the work on the main thread), the
// browser's next frame, and a control, a blank WebGL frame of the same size in the same page: on a
// loaded machine that control alone can take seconds (ADR 0070).
// Expects `npm run build` to have run. BENCH_MAPS_ONLY_SMALL=1 or BENCH_MAPS_ONLY_LARGE=1 measures one size only;
// BENCH_MAPS_ONLY_HEATMAP=1 the heatmap only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  consoleRoot,
  openBuiltConsole,
  openTravelMap,
  signedInPage as signIn,
  spread,
} from './bench-console.mjs';
import { jsReport } from './js-budgets.mjs';

// Every journey and point of the demo calendar, not only the current term's.
const wholeRange = `from=${encodeURIComponent('2000-01-01 00:00')}&to=${encodeURIComponent('2100-01-01 00:00')}`;

const { baseUrl, browser, close } = await openBuiltConsole();
const signedInPage = (option) => signIn(browser, baseUrl, `?${option}`, instrument);

try {
  const rows = [];
  let chunkRows = [];
  const sizes = process.env.BENCH_MAPS_ONLY_HEATMAP
    ? []
    : process.env.BENCH_MAPS_ONLY_LARGE
      ? [['large', '100 000']]
      : process.env.BENCH_MAPS_ONLY_SMALL
        ? [['small', '10 000']]
        : [
            ['small', '10 000'],
            ['large', '100 000'],
          ];
  for (const [size, label] of sizes) {
    const page = await signedInPage(`journeys=${size}`);
    const chunks = recordChunks(page);
    await openTravelMap(page);
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
    for (let index = 0; index < 5; index += 1) toggles.push(await toggleRepaint(page, 'Car'));
    const blank = await blankFrames(page);
    rows.push({
      journeys: label,
      markers: first.markers,
      'answer → first frame submitted ms': first.submittedMs.toFixed(0),
      '→ finished on GPU ms': first.ms.toFixed(0),
      'toggle → frame submitted': spread(toggles.map((toggle) => toggle.submitted)),
      '→ finished on GPU': spread(toggles.map((toggle) => toggle.drawn)),
      '→ next browser frame': spread(toggles.map((toggle) => toggle.presented)),
      'control: blank frame, same page': spread(blank),
    });
    await page.context().close();
  }
  if (process.env.BENCH_MAPS_ONLY_SMALL || process.env.BENCH_MAPS_ONLY_LARGE) console.table(rows);
  else if (process.env.BENCH_MAPS_ONLY_HEATMAP) console.log(heatmapFigure(await heatmapFirstFrame()));
  else await heatmapAndReport(rows, chunkRows);
} finally {
  await close();
}

/** The heatmap's first frame with a million points. */
async function heatmapFirstFrame() {
  const heatPage = await signedInPage('heatmap=large');
  await heatPage.goto(`${baseUrl}/members/heatmap?${wholeRange}`);
  await heatPage.getByRole('region', { name: 'Journey heatmap' }).waitFor();
  await waitForDrawn(heatPage, 'Journey heatmap');
  const heat = await firstFrameAfterArrival(heatPage, 'heatmapDefaultData', 'Journey heatmap', () =>
    heatPage.getByRole('button', { name: 'Generate' }).click(),
  );
  await heatPage.context().close();
  return heat;
}

function heatmapFigure(heat) {
  return `Heatmap, ${heat.points.toLocaleString('en-GB')} points: answer → first frame submitted ${heat.submittedMs.toFixed(0)} ms, finished on GPU ${heat.ms.toFixed(0)} ms`;
}

/** The heatmap's first frame with a million points, then every table. */
async function heatmapAndReport(rows, chunkRows) {
  const heat = await heatmapFirstFrame();

  console.log('\nMaps route JavaScript (fetched going from Home to Maps):');
  console.table(chunkRows);
  const offlineKB = chunkRows.reduce((sum, row) => sum + Number(row['gzip kB']), 0);
  const { maps } = jsReport(path.join(consoleRoot, 'dist'));
  console.log(
    `Maps route JS: ${offlineKB.toFixed(1)} kB gzip in ${chunkRows.length} chunks (offline basemap)`,
  );
  console.log(
    `  with VITE_MAP_STYLE_URL: ${(offlineKB + maps.styleGzipKB).toFixed(1)} kB gzip (MapLibre GL adds ${maps.styleGzipKB.toFixed(1)} kB: ${maps.styleFiles.map((file) => path.basename(file)).join(', ')})`,
  );
  console.log(
    '\nTravel-plan map, every journey of the demo calendar (targets: 100k first frame < 1500 ms, toggle < 100 ms):',
  );
  console.table(rows);
  console.log(heatmapFigure(heat));
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
  return page.waitForFunction(
    (label) =>
      document.querySelector(`section[aria-label="${label}"]`)?.getAttribute('data-state') === 'drawn',
    mapLabel,
    {
      polling: 'raf',
      timeout: 120_000,
    },
  );
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
      const frame =
        arrival && window.benchFrames.find((entry) => entry.label === mapLabel && entry.at > arrival.at);
      return frame
        ? { ms: frame.at - arrival.at, submittedMs: frame.drawn - arrival.at, count: arrival.count }
        : null;
    },
    { marker, mapLabel },
    { polling: 'raf', timeout: 180_000 },
  );
  const { ms, submittedMs, count } = await result.jsonValue();
  return { ms, submittedMs, markers: count, points: count };
}

/**
 * Milliseconds from pressing a mode toggle to deck.gl's frame submitted, to that frame finished on
 * the GPU, and to the browser's next frame after it.
 */
async function toggleRepaint(page, mode) {
  const button = page
    .getByRole('region', { name: 'Travel plan map' })
    .getByRole('button', { name: mode, exact: true });
  await page.evaluate(() => window.benchReset());
  await button.evaluate((element) => {
    window.benchClickedAt = performance.now();
    element.click();
  });
  const result = await page.waitForFunction(
    () => {
      const frame = window.benchFrames.find(
        (entry) => entry.label === 'Travel plan map' && entry.at > window.benchClickedAt,
      );
      const since = (at) => at - window.benchClickedAt;
      return frame?.presented
        ? { submitted: since(frame.drawn), drawn: since(frame.at), presented: since(frame.presented) }
        : null;
    },
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  return result.jsonValue();
}

/**
 * The control: a WebGL canvas of the map's size, added to the same page, cleared, shown by the
 * browser (a frame), then read back one pixel, five times. What a frame costs this browser on this
 * machine when almost nothing is drawn.
 */
function blankFrames(page) {
  return page.evaluate(async () => {
    const map = document.querySelector('section[aria-label="Travel plan map"] canvas');
    const canvas = document.createElement('canvas');
    canvas.width = map.width;
    canvas.height = map.height;
    canvas.style.cssText = 'position:fixed;left:0;top:0;opacity:0.01;pointer-events:none';
    document.body.append(canvas);
    const gl = canvas.getContext('webgl2', { antialias: true, preserveDrawingBuffer: true });
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const times = [];
    for (let index = 0; index < 5; index += 1) {
      await nextFrame();
      const start = performance.now();
      gl.clearColor(index / 5, 0, 0, 1);
      gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
      await nextFrame();
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
      times.push(performance.now() - start);
    }
    canvas.remove();
    return times;
  });
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
    const marker = body.includes('"getMarkers"')
      ? 'getMarkers'
      : url.includes('heatmapDefaultData')
        ? 'heatmapDefaultData'
        : null;
    const response = await originalFetch(input, init);
    if (!marker) return response;
    const text = await response.clone().text();
    const parsed = JSON.parse(text);
    const count = marker === 'getMarkers' ? parsed.journeys?.length : parsed.points?.length / 2;
    // Arrival: the answer is in the page (what the client then parses and draws is measured).
    window.benchArrivals.push({ marker, at: performance.now(), count });
    return new Response(text, { status: response.status, headers: response.headers });
  };
  // A drawn map's canvas is read one pixel: the read returns once the GPU has finished the frame.
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target;
      const label = target.getAttribute('aria-label');
      if (target.getAttribute('data-state') !== 'drawn' || !label) continue;
      const drawn = performance.now();
      // Every canvas of the map: deck.gl's (WebGL) and the CPU path's 2D canvases over it.
      for (const canvas of target.querySelectorAll('canvas')) {
        if (canvas.dataset.layer) canvas.getContext('2d').getImageData(0, 0, 1, 1);
        else {
          const gl = canvas.getContext('webgl2');
          gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
        }
      }
      const frame = { label, drawn, at: performance.now(), presented: null };
      requestAnimationFrame(() => {
        frame.presented = performance.now();
      });
      window.benchFrames.push(frame);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
}
