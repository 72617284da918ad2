// The JS budgets (docs/performance.md) on the production build the e2e setup made (apps/console/dist):
// the login route's initial JS at most 170 kB gzip (ADR 0082, 0098); deck.gl, apexcharts, tiptap and
// MapLibre GL absent from the login and home routes' up-front JS; the filter's calendar and MapLibre
// (fetched by a map only when a style is configured, ADR 0120) in no route's. `npm run bench` prints the same report in full.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import {
  heavyLibraries,
  jsReport,
  loginInitialBudgetKB,
  styleBasemapModule,
} from '../../../scripts/js-budgets.mjs';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const report = jsReport(dist);
const readChunk = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const routeCarries = (source: string, library: string) => {
  const route = report.routes.find((row) => row.route.endsWith(source));
  if (!route) throw new Error(`No route chunk for ${source}`);
  return route.files.some((file) => heavyLibraries[library]!.test(readChunk(file)));
};

it('keeps every JS budget', () => {
  expect(report.problems).toEqual([]);
  expect(report.loginInitial.gzipKB).toBeGreaterThan(0);
  expect(report.loginInitial.gzipKB).toBeLessThanOrEqual(loginInitialBudgetKB);
  expect(report.heavyIn).toEqual({ login: [], home: [] });
});

it('recognises each heavy library in the route that uses it (so its absence elsewhere means something)', () => {
  expect(routeCarries('features/maps/MapsPage.tsx', 'deck.gl')).toBe(true);
  expect(routeCarries('features/metrics/MetricsPage.tsx', 'apexcharts')).toBe(true);
  expect(routeCarries('features/notices/PostEditPage.tsx', 'tiptap')).toBe(true);
  expect(routeCarries('components/FilterBar/RangeCalendar.tsx', 'react-day-picker')).toBe(true);
  expect(routeCarries(styleBasemapModule, 'maplibre-gl')).toBe(true);
});

it('loads the filter calendar only when it is opened: no route carries it up front', () => {
  const carriers = report.routes
    .filter((row) => !row.route.endsWith('components/FilterBar/RangeCalendar.tsx'))
    .filter((row) => row.files.some((file) => heavyLibraries['react-day-picker']!.test(readChunk(file))));
  expect(carriers.map((row) => row.route)).toEqual([]);
});

it('loads MapLibre GL only for a configured style: no route carries it up front, the maps route neither', () => {
  const carriers = report.routes
    .filter((row) => !row.route.endsWith(styleBasemapModule))
    .filter((row) => row.files.some((file) => heavyLibraries['maplibre-gl']!.test(readChunk(file))));
  expect(carriers.map((row) => row.route)).toEqual([]);
  // What a style adds is measured: MapLibre's chunk and its worker.
  expect(report.maps.styleFiles.some((file) => file.endsWith('.mjs'))).toBe(true);
  expect(report.maps.styleGzipKB).toBeGreaterThan(100);
});
