// The peers' side of the map pairs, in their own pages (built by build-pages.mjs): Leaflet circle
// markers and leaflet.heat, and Stride's HeatmapView on its own for the heatmap pair. Each draws the
// console's answer fetched from the peers' server; a warm-up draw, then `repeats` measured ones.

const refusedBy = new WeakMap();

/** Closes a peer page; throws if it asked for anything from another host. */
export async function closePeerPage(page) {
  await page.context().close();
  const refused = refusedBy.get(page) ?? [];
  if (refused.length > 0) throw new Error(`a peer page asked for ${refused.join(', ')}`);
}

/** A peer page at `url`, in a context like the console's (1440 × 900), once its script is ready. */
export async function openPeerPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // Nothing leaves the machine (no tiles): a request to another host is refused and fails the bench.
  const origin = new URL(url).origin;
  const refused = [];
  await page.route(
    (requested) => requested.origin !== origin && requested.protocol.startsWith('http'),
    (route) => {
      refused.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  refusedBy.set(page, refused);
  await page.goto(url);
  await page.waitForFunction(() => window.peer?.ready(), null, { timeout: 120_000 });
  return page;
}

/** Draws `dataUrl` 1 + `repeats` times; the measured runs' milliseconds (and how much was drawn). */
async function draws(page, dataUrl, repeats) {
  const runs = [];
  let count = 0;
  for (let run = 0; run <= repeats; run += 1) {
    const { ms, markers, points } = await page.evaluate((url) => window.peer.draw(url), dataUrl);
    count = markers ?? points;
    if (run > 0) runs.push(ms);
  }
  return { runs, count };
}

/** Leaflet with one circleMarker per journey: first frames, then a warm-up and `repeats` Car toggles. */
export async function leafletTravelMap(browser, peersUrl, dataUrl, size, repeats) {
  const page = await openPeerPage(browser, `${peersUrl}/leaflet-maps.html?w=${size.width}&h=${size.height}`);
  try {
    const { runs: first, count } = await draws(page, dataUrl, repeats);
    const toggles = [];
    for (let run = 0; run <= repeats; run += 1) {
      const ms = await page.evaluate(() => window.peer.toggle('CAR'));
      if (run > 0) toggles.push(ms);
    }
    return { first, toggles, markers: count };
  } finally {
    await closePeerPage(page);
  }
}

/**
 * A heatmap page (`leaflet-heat` or `stride-heat`, with `query` such as `renderer=cpu`) drawing
 * `dataUrl`: first frames after the answer.
 */
export async function heatmapDraws(browser, peersUrl, pageName, dataUrl, size, repeats, query = '') {
  const page = await openPeerPage(
    browser,
    `${peersUrl}/${pageName}.html?w=${size.width}&h=${size.height}${query ? `&${query}` : ''}`,
  );
  try {
    return await draws(page, dataUrl, repeats);
  } finally {
    await closePeerPage(page);
  }
}
