// The peers, side by side with Stride, part of `npm run bench` (after the console's build): the
// same data (the built console's own answers), the same Chromium, the same run, the same "frame
// drawn" (the draw has returned, then a one-pixel read of the canvas), one warm-up and then several
// repeats each, medians compared:
//  - travel map, 10 000 and 100 000 journeys: Stride in the console, on each of its paths (GPU:
//    deck.gl; CPU: 2D canvases, what it draws where WebGL is software), against Leaflet with one
//    L.circleMarker per journey on its canvas renderer (no tile layer): answer → first frame drawn,
//    mode toggle → frame drawn;
//  - heatmap, 100 000 and 1 000 000 points: Stride's HeatmapView on each path against leaflet.heat
//    (canvas), each in its own page with the console's answer;
// The machine's WebGL renderer is reported, and which path the console takes on it.
//  - parents list, 100 000 parents: Stride's ParentsTable (DataTable) against TanStack Table with
//    TanStack Virtual and AG Grid Community, each in its own page: first rows, sort, filter
//    keystroke, JS heap; and Stride's with its view kept in the URL as the console keeps it, to show
//    what writing the address costs a keystroke.
// The peers' pages (pages/) are built into scripts/bench-peers/dist, never into the console.
// BENCH_PEERS_QUICK=1: small sizes and two repeats (to try it out); BENCH_PEERS_ONLY=maps|heatmap|tables
// runs one area (the console must be built: `npm run build`), e.g.
// `BENCH_PEERS_ONLY=heatmap node scripts/bench-peers/run.mjs`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openBuiltConsole } from '../bench-console.mjs';
import { serveStatic } from '../static-server.mjs';
import { buildPeerPages } from './build-pages.mjs';
import { median, pairRow } from './compare.mjs';
import { heatmapDraws, leafletTravelMap } from './map-peers.mjs';
import {
  consoleHeatmapPoints,
  consoleMapPath,
  consoleParents,
  strideTravelMap,
  webglRenderer,
} from './stride-console.mjs';
import { tableSessions, tables } from './table-peers.mjs';

const quick = Boolean(process.env.BENCH_PEERS_QUICK);
const only = process.env.BENCH_PEERS_ONLY;
const repeats = quick ? 2 : 5;
const sessions = quick ? 1 : 3;
const journeySizes = quick
  ? [['small', '10 000']]
  : [
      ['small', '10 000'],
      ['large', '100 000'],
    ];
const heatSizes = quick ? [10_000, 100_000] : [100_000, 1_000_000];
const parentCount = quick ? 10_000 : Infinity;
const numberFormat = new Intl.NumberFormat('en-GB');
// 100 000, as the docs write sizes.
const count = { format: (value) => numberFormat.format(value).replaceAll(',', ' ') };

const dist = await buildPeerPages();
const dataDir = path.join(dist, 'data');
mkdirSync(dataDir, { recursive: true });
const peers = await serveStatic(dist);
const { baseUrl, browser, close } = await openBuiltConsole();
const sections = [];
let mapSize = { width: 1100, height: 600 };
// The console's own choice on this machine (a software renderer, or none, draws on the CPU path).
const renderer = await webglRenderer(browser);
const machinePath = await consoleMapPath(browser, baseUrl);
const software = machinePath === 'cpu';
const paths = [machinePath, software ? 'gpu' : 'cpu'];
const pathName = { cpu: 'CPU path', gpu: 'GPU path' };

try {
  if (!only || only === 'maps') sections.push(await travelMaps());
  if (!only || only === 'heatmap') sections.push(await heatmaps());
  if (!only || only === 'tables') sections.push(await parentsLists());
} finally {
  await close();
  await peers.close();
}
console.log(`\nSide by side with the peers (load average ${loadAverage()}):`);
console.log(
  `WebGL renderer: ${renderer ?? 'none'} — ${software ? 'software (no GPU): the console draws its maps on the CPU path' : 'a GPU: the console draws its maps on the GPU path'}; both paths measured, the machine's first.`,
);
for (const { title, rows, goals } of sections) {
  console.log(`\n${title}`);
  console.table(rows);
  for (const goal of goals) console.log(`  ${goal}`);
}

/** The machine's load average (1, 5, 15 minutes) as the figures were taken, where Linux tells it. */
function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

async function travelMaps() {
  const rows = [];
  const goals = [];
  for (const [size, label] of journeySizes) {
    const strides = {};
    for (const path of paths) strides[path] = await strideTravelMap(browser, baseUrl, size, repeats, path);
    const stride = strides[machinePath];
    mapSize = stride.size;
    const file = `markers-${size}.json`;
    writeFileSync(path.join(dataDir, file), stride.answer);
    const leaflet = await leafletTravelMap(browser, peers.url, `${peers.url}/data/${file}`, mapSize, repeats);
    if (leaflet.markers !== stride.markers)
      throw new Error(`Leaflet drew ${leaflet.markers} of ${stride.markers}`);
    const peer = 'Leaflet circleMarker, canvas';
    for (const path of paths) {
      const { first, toggles } = strides[path];
      const on = pathName[path];
      rows.push(pairRow(`${label} journeys: answer → first frame drawn (${on})`, peer, first, leaflet.first));
      rows.push(
        pairRow(`${label} journeys: mode toggle → frame drawn (${on})`, peer, toggles, leaflet.toggles),
      );
    }
    const on = `on this machine's ${pathName[machinePath]}`;
    goals.push(
      goal(`Stride ahead at ${label} journeys, first frame, ${on}`, stride.first, leaflet.first, 1),
      goal(`Stride ahead at ${label} journeys, toggle, ${on}`, stride.toggles, leaflet.toggles, 1),
    );
    if (size === 'large')
      goals.push(
        goal(`Stride ≥ 10× faster at 100 000 journeys, first frame, ${on}`, stride.first, leaflet.first, 10),
        goal(`Stride ≥ 10× faster at 100 000 journeys, toggle, ${on}`, stride.toggles, leaflet.toggles, 10),
      );
  }
  return {
    title: `Travel map (${mapSize.width} × ${mapSize.height} px), ${repeats} runs each after a warm-up:`,
    rows,
    goals,
  };
}

async function heatmaps() {
  const { points: all, size: heatSize } = await consoleHeatmapPoints(browser, baseUrl);
  const rows = [];
  const goals = [];
  for (const size of heatSizes) {
    const points = all.slice(0, size * 2);
    const file = `heat-${size}.json`;
    writeFileSync(path.join(dataDir, file), JSON.stringify({ points }));
    const url = `${peers.url}/data/${file}`;
    const strides = {};
    for (const path of paths)
      strides[path] = await heatmapDraws(
        browser,
        peers.url,
        'stride-heat',
        url,
        heatSize,
        repeats,
        `renderer=${path}`,
      );
    const stride = strides[machinePath];
    const leaflet = await heatmapDraws(browser, peers.url, 'leaflet-heat', url, heatSize, repeats);
    for (const path of paths) {
      const label = `${count.format(points.length / 2)} points: answer → first frame drawn (${pathName[path]})`;
      rows.push(pairRow(label, 'leaflet.heat, canvas', strides[path].runs, leaflet.runs));
    }
    goals.push(
      goal(
        `Stride ahead at ${count.format(points.length / 2)} points, on this machine's ${pathName[machinePath]}`,
        stride.runs,
        leaflet.runs,
        1,
      ),
    );
    if (size === heatSizes.at(-1))
      goals.push(
        `${median(stride.runs) < 1500 ? 'met' : 'NOT met'}: Stride draws ${count.format(points.length / 2)} points in under 1.5 s (median ${median(stride.runs).toFixed(0)} ms)`,
      );
  }
  return {
    title: `Heatmap (${heatSize.width} × ${heatSize.height} px, the console's heatmap), ${repeats} runs each after a warm-up:`,
    rows,
    goals,
  };
}

async function parentsLists() {
  const answer = JSON.parse(await consoleParents(browser, baseUrl));
  const parents = answer.parents.slice(0, parentCount);
  writeFileSync(path.join(dataDir, 'parents.json'), JSON.stringify({ parents }));
  const url = `${peers.url}/data/parents.json`;
  const figures = {};
  for (const [kind] of tables) figures[kind] = await tableSessions(browser, peers.url, url, kind, sessions);
  const stride = figures.stride;
  const inUrl = figures['stride-url'];
  // What keeping the view in the address costs a keystroke and a sort (the console writes it in place).
  const rows = [
    pairRow('header sort → rows painted', tables[1][1], stride.sorts, inUrl.sorts),
    pairRow('filter keystroke → rows painted', tables[1][1], stride.keystrokes, inUrl.keystrokes),
  ];
  const goals = [];
  for (const [kind, name] of tables.slice(2)) {
    const peer = figures[kind];
    rows.push(
      pairRow('first rows painted', name, stride.firstRows, peer.firstRows),
      pairRow('header sort → rows painted', name, stride.sorts, peer.sorts),
      pairRow('filter keystroke → rows painted', name, stride.keystrokes, peer.keystrokes),
      pairRow('JS heap, list open (after GC)', name, stride.heap, peer.heap, 'MB'),
      pairRow('  of which the list (minus the rows)', name, stride.ownHeap, peer.ownHeap, 'MB'),
    );
    goals.push(
      goal(`Stride ahead of ${name} on first rows`, stride.firstRows, peer.firstRows, 1),
      goal(`Stride ahead of ${name} on keystroke`, stride.keystrokes, peer.keystrokes, 1),
      goal(
        `Stride with its view in the URL ahead of ${name} on keystroke`,
        inUrl.keystrokes,
        peer.keystrokes,
        1,
      ),
    );
  }
  return {
    title: `Parents list, ${count.format(parents.length)} parents, ${sessions} sessions each after a warm-up (4 sorts, 4 keystrokes a session):`,
    rows,
    goals,
  };
}

/** 'met' or 'NOT met': Stride's median at least `times` times below the peer's. */
function goal(what, strideRuns, peerRuns, times) {
  const factor = median(peerRuns) / median(strideRuns);
  return `${factor >= times && factor > 1 ? 'met' : 'NOT met'}: ${what} (${factor.toFixed(1)}×)`;
}
