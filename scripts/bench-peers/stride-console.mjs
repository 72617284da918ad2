// Stride's side of the travel-map pair, in the built console (demo mode), as scripts/bench-maps.mjs
// measures it but repeated: the answer arriving (its text in the page) → the first frame drawn
// (the map's root says data-state="drawn" and a one-pixel read of its canvas has returned), and a
// mode toggle → frame drawn. It also keeps the console's answers (journeys, heatmap points, parents)
// so the peers draw exactly the same data.
import { openTravelMap, signedInPage } from '../bench-console.mjs';

// Every journey of the demo calendar; a later `from` day per repeat gives a new request (no cache)
// with the same journeys.
const wholeRange = (day) =>
  `from=${encodeURIComponent(`2000-01-${String(day).padStart(2, '0')} 00:00`)}&to=${encodeURIComponent('2100-01-01 00:00')}`;

/**
 * The travel map with `size` ('small' or 'large') journeys drawn on `renderer`'s path ('gpu' or
 * 'cpu', set as an admin's browser would keep it): a warm-up draw and `repeats` measured first frames
 * of the whole calendar, one warm-up toggle and `repeats` measured toggles of Car; and the answer's
 * text, for the peer.
 */
export async function strideTravelMap(browser, baseUrl, size, repeats, renderer) {
  const page = await signedInPage(browser, baseUrl, `?journeys=${size}`, instrument);
  try {
    await page.evaluate((path) => localStorage.setItem('stride:map-renderer', path), renderer);
    const map = await openTravelMap(page);
    await waitForDrawn(page);
    const drawnWith = await map.getAttribute('data-renderer');
    if (drawnWith !== renderer)
      throw new Error(`The travel map drew on the ${drawnWith} path, not ${renderer}`);
    await page.getByRole('switch', { name: 'Update on change' }).click();
    const first = [];
    let markers = 0;
    for (let run = 0; run <= repeats; run += 1) {
      const frame = await firstFrame(page, run + 1);
      markers = frame.count;
      if (run > 0) first.push(frame.ms);
    }
    const toggles = [];
    for (let run = 0; run <= repeats; run += 1) {
      const ms = await toggle(page, 'Car');
      if (run > 0) toggles.push(ms);
    }
    const size = await page.evaluate(() => {
      const canvas = document.querySelector('section[aria-label="Travel plan map"] canvas');
      return { width: canvas.clientWidth, height: canvas.clientHeight };
    });
    const answer = await page.evaluate(() => window.benchTexts.getMarkers);
    return { first, toggles, markers, answer, size };
  } finally {
    await page.context().close();
  }
}

/** The machine's WebGL renderer as the console's maps ask for it (the unmasked name), or null. */
export async function webglRenderer(browser) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return null;
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    });
  } finally {
    await page.close();
  }
}

/** The path ('gpu' or 'cpu') the console's travel map takes on this machine when nothing is stored. */
export async function consoleMapPath(browser, baseUrl) {
  const page = await signedInPage(browser, baseUrl, '', instrument);
  try {
    return await (await openTravelMap(page)).getAttribute('data-renderer');
  } finally {
    await page.context().close();
  }
}

/**
 * The console's heatmap answer with a million points (background and non-background journeys), joined,
 * and the size of the console's heatmap (its canvas in CSS pixels), at which both heatmaps are drawn.
 */
export async function consoleHeatmapPoints(browser, baseUrl) {
  const page = await signedInPage(browser, baseUrl, '?heatmap=large', instrument);
  try {
    await page.goto(`${baseUrl}/members/heatmap?${wholeRange(1)}`);
    await page.getByRole('region', { name: 'Journey heatmap' }).waitFor();
    const background = page.getByRole('switch', { name: 'Background', exact: true });
    if (!(await background.isChecked())) await background.click();
    await page.getByRole('button', { name: 'Generate' }).click();
    // Two answers: the background and the non-background journeys.
    await page.waitForFunction(() => window.benchTexts.heatmapParts.length === 2, null, { timeout: 180_000 });
    const texts = await page.evaluate(() => window.benchTexts.heatmapParts);
    const size = await page.evaluate(() => {
      const canvas = document.querySelector('section[aria-label="Journey heatmap"] canvas');
      return { width: canvas.clientWidth, height: canvas.clientHeight };
    });
    return { points: texts.flatMap((text) => JSON.parse(text).points), size };
  } finally {
    await page.context().close();
  }
}

/** The console's answer to the parents list with 100 000 parents. */
export async function consoleParents(browser, baseUrl) {
  const page = await signedInPage(browser, baseUrl, '?people=large', instrument);
  try {
    await page.goto(`${baseUrl}/members/users/parents`);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor({ timeout: 120_000 });
    return await page.evaluate(() => window.benchTexts.parents);
  } finally {
    await page.context().close();
  }
}

function waitForDrawn(page, label = 'Travel plan map') {
  return page.waitForFunction(
    (name) => document.querySelector(`section[aria-label="${name}"]`)?.getAttribute('data-state') === 'drawn',
    label,
    { polling: 'raf', timeout: 180_000 },
  );
}

/** Pushes the whole calendar (from day `day`): answer arrived → first frame drawn after it. */
async function firstFrame(page, day) {
  await page.evaluate(() => window.benchReset());
  await page.evaluate((search) => {
    window.history.pushState({}, '', `/members/maps?${search}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, wholeRange(day));
  const result = await page.waitForFunction(
    () => {
      const arrival = window.benchArrivals[0];
      const frame = arrival && window.benchFrames.find((entry) => entry.at > arrival.at);
      return frame ? { ms: frame.at - arrival.at, count: arrival.count } : null;
    },
    null,
    { polling: 'raf', timeout: 180_000 },
  );
  return result.jsonValue();
}

/** A mode toggle pressed → the map's next frame drawn. */
async function toggle(page, mode) {
  const button = page
    .getByRole('region', { name: 'Travel plan map' })
    .getByRole('button', { name: mode, exact: true });
  await page.evaluate(() => window.benchReset());
  await button.evaluate((element) => {
    window.benchClickedAt = performance.now();
    element.click();
  });
  const result = await page.waitForFunction(
    () => window.benchFrames.find((entry) => entry.at > window.benchClickedAt)?.at - window.benchClickedAt,
    null,
    { polling: 'raf', timeout: 120_000 },
  );
  return result.jsonValue();
}

// Runs in the page before its scripts, as bench-maps' instrument: notes when a marker answer
// arrives (its text in the page) and each frame a map reports drawn (after a one-pixel read), and
// keeps the answers' texts.
function instrument() {
  window.benchArrivals = [];
  window.benchFrames = [];
  window.benchTexts = { getMarkers: '', heatmapParts: [], parents: '' };
  window.benchReset = () => {
    window.benchArrivals = [];
    window.benchFrames = [];
  };
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const url = typeof input === 'string' ? input : input.url;
    const kind = body.includes('"getMarkers"')
      ? 'getMarkers'
      : url.includes('heatmapDefaultData')
        ? 'heatmap'
        : url.includes('api/admin/school/parents')
          ? 'parents'
          : null;
    const response = await originalFetch(input, init);
    if (!kind) return response;
    const text = await response.clone().text();
    if (kind === 'getMarkers') {
      // Counted first, so the instrument's own parse is not in the figure.
      const count = JSON.parse(text).journeys?.length;
      window.benchArrivals.push({ at: performance.now(), count });
      window.benchTexts.getMarkers = text;
    } else if (kind === 'heatmap') window.benchTexts.heatmapParts.push(text);
    else window.benchTexts.parents = text;
    return new Response(text, { status: response.status, headers: response.headers });
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target;
      if (target.getAttribute('data-state') !== 'drawn' || !target.getAttribute('aria-label')) continue;
      // Every canvas of the map: deck.gl's (WebGL) and the CPU path's 2D canvases over it.
      for (const canvas of target.querySelectorAll('canvas')) {
        if (canvas.dataset.layer) canvas.getContext('2d').getImageData(0, 0, 1, 1);
        else {
          const gl = canvas.getContext('webgl2');
          gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
        }
      }
      window.benchFrames.push({ label: target.getAttribute('aria-label'), at: performance.now() });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
}
