// The console's JavaScript budgets (gzip), read from a production build's Vite manifest
// (apps/console/dist/.vite/manifest.json). `npm run bench` prints the report; an e2e test fails
// when a budget is exceeded (bundle size is deterministic, so it may be a test).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The login route's initial JavaScript at most 170 kB gzip: the console's budget. The e2e test fails
 * above it; 164.1 kB on 2026-11-24, zod and the mock backend loading after the form shows (ADR 0098).
 */
export const loginInitialBudgetKB = 170;

/** Code that only the libraries carry: their class names and CSS class prefixes survive minification. */
export const heavyLibraries = {
  'deck.gl': /ScatterplotLayer|HeatmapLayer/,
  apexcharts: /apexcharts-canvas/,
  tiptap: /ProseMirror-focused|prosemirror-model/i,
  // The filter's calendar (ADR 0115): loaded when it is opened, never with a route.
  'react-day-picker': /DayButton=.day_button/,
  // A map style's renderer (ADR 0120): loaded by a map only when a style is configured, never with a route.
  'maplibre-gl': /maplibregl-map/,
};

/** The module that loads MapLibre GL, imported by the maps only when a style is configured (ADR 0120). */
export const styleBasemapModule = 'maps/StyleBasemap/StyleBasemap.tsx';

/** The route modules whose up-front JS must carry none of the heavy libraries. */
const lightRoutes = {
  login: 'features/session/LoginPage.tsx',
  home: 'features/home/HomePage.tsx',
};

/**
 * The chunk graph of a build: `upFront(key)` is a manifest entry and everything it imports
 * statically (what loads with it, never its dynamic imports); `keyOf(source)` finds a module's
 * entry by the end of its path; `code(file)` reads a built file.
 */
export function chunkGraph(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const upFront = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) upFront(imported, seen);
    return seen;
  };
  const keyOf = (source) => Object.keys(manifest).find((key) => key.endsWith(source));
  const code = (file) => readFileSync(path.join(distDir, file), 'utf8');
  return { manifest, upFront, keyOf, code };
}

/**
 * What a production build of the console downloads, route by route:
 * - `loginInitial`: the entry, its static imports, and the login route's chunk with its static imports
 *   (what the browser fetches before the login screen shows; demo mode adds `demo`, fetched beside the first render);
 * - `routes`: for every lazily loaded module, the JS it adds to what the entry already loaded;
 * - `heavyIn`: which heavy libraries the login and home routes load up front (none, when all is well);
 * - `problems`: each budget the build breaks, in words (the login budget, heavy libraries): the test fails on them.
 */
export function jsReport(distDir) {
  const { manifest, upFront, keyOf, code } = chunkGraph(distDir);
  const gzipKB = new Map();
  const sizeOf = (file) => {
    if (!gzipKB.has(file)) gzipKB.set(file, gzipSync(readFileSync(path.join(distDir, file))).length / 1024);
    return gzipKB.get(file);
  };
  const files = (keys) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const total = (list) => list.reduce((sum, file) => sum + sizeOf(file), 0);

  const entry = upFront(keyOf('index.html'));
  const routeKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
  const added = (key) => files([...upFront(key)].filter((chunk) => !entry.has(chunk)));

  const loginKey = keyOf(lightRoutes.login);
  const loginFiles = files(new Set([...entry, ...upFront(loginKey)]));
  // The demo starts the mock backend, which it imports lazily in turn: follow those imports too.
  const demoKeys = new Set();
  const addDemo = (key) => {
    if (!key || demoKeys.has(key)) return;
    demoKeys.add(key);
    for (const imported of manifest[key]?.dynamicImports ?? []) addDemo(imported);
  };
  addDemo(keyOf('demo/start-demo.ts'));
  const demoFiles = [...new Set([...demoKeys].flatMap((key) => added(key)))].filter(
    (file) => !loginFiles.includes(file),
  );

  const routes = routeKeys
    .filter((key) => !key.includes('node_modules'))
    .map((key) => ({ route: key.replace(/^.*?src\//, ''), files: added(key), gzipKB: total(added(key)) }))
    .sort((a, b) => b.gzipKB - a.gzipKB);

  const heavyIn = {};
  for (const [name, source] of Object.entries(lightRoutes)) {
    const routeFiles = files(new Set([...entry, ...upFront(keyOf(source))]));
    heavyIn[name] = Object.keys(heavyLibraries).filter((library) =>
      routeFiles.some((file) => heavyLibraries[library].test(code(file))),
    );
  }

  // What a configured style adds to a map route: MapLibre's chunk (and what it imports that the
  // entry and the maps route have not loaded) and its worker, a file of its own.
  const mapsKey = keyOf('features/maps/MapsPage.tsx');
  const styleKey = keyOf(styleBasemapModule);
  const mapsFiles = mapsKey ? added(mapsKey) : [];
  const styleChunks = styleKey ? added(styleKey).filter((file) => !mapsFiles.includes(file)) : [];
  const styleWorkers = styleKey ? [...upFront(styleKey)].flatMap((key) => manifest[key].assets ?? []) : [];
  const withStyle = [...styleChunks, ...styleWorkers.filter((file) => /\.m?js$/.test(file))];
  const maps = {
    gzipKB: total(mapsFiles),
    styleFiles: withStyle,
    styleGzipKB: total(withStyle),
  };

  const loginInitial = { files: loginFiles, gzipKB: total(loginFiles) };
  const problems = [];
  if (loginInitial.gzipKB > loginInitialBudgetKB)
    problems.push(
      `The login route's initial JS is ${loginInitial.gzipKB.toFixed(1)} kB gzip, over its ${loginInitialBudgetKB} kB budget`,
    );
  for (const [name, libraries] of Object.entries(heavyIn)) {
    if (libraries.length > 0) problems.push(`The ${name} route loads ${libraries.join(', ')} up front`);
  }
  if (mapsFiles.some((file) => heavyLibraries['maplibre-gl'].test(code(file))))
    problems.push('The maps route loads MapLibre GL up front: the offline basemap must not pay for it');
  return {
    loginInitial,
    demo: { files: demoFiles, gzipKB: total(demoFiles) },
    routes,
    heavyIn,
    maps,
    problems,
  };
}

/** Prints the report as `npm run bench` shows it. */
export function printJsReport(report) {
  console.log(
    `\nLogin route initial JS: ${report.loginInitial.gzipKB.toFixed(1)} kB gzip in ${report.loginInitial.files.length} chunks (budget ${loginInitialBudgetKB} kB)`,
  );
  console.log(
    `  demo mode fetches ${report.demo.gzipKB.toFixed(1)} kB gzip more beside the first render (the mock backend with the zod it shares with later screens; not bundled with VITE_API_URL)`,
  );
  console.log('\nEach route: the JS it adds to the entry (gzip, largest first):');
  console.table(
    report.routes.map((row) => ({
      route: row.route,
      'gzip kB': row.gzipKB.toFixed(1),
      chunks: row.files.length,
    })),
  );
  console.log(
    `\nMaps route JS: ${report.maps.gzipKB.toFixed(1)} kB gzip with the offline basemap; with VITE_MAP_STYLE_URL set, MapLibre GL adds ${report.maps.styleGzipKB.toFixed(1)} kB gzip (${report.maps.styleFiles.map((file) => path.basename(file)).join(', ')}), fetched once a map opens`,
  );
  for (const [name, libraries] of Object.entries(report.heavyIn)) {
    console.log(
      `Heavy libraries (${Object.keys(heavyLibraries).join(', ')}) in the ${name} route's JS: ${libraries.length ? libraries.join(', ') : 'none'}`,
    );
  }
  console.log(
    report.problems.length
      ? `JS BUDGETS BROKEN:\n  ${report.problems.join('\n  ')}`
      : 'JS budgets: all kept, no heavy library on Login or Home',
  );
}
