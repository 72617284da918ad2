import { heatmapModes, type HeatmapMode } from '@stride/domain';
import { hasPosition, type DemoDb } from '../data/db-shape';
import { schoolDays } from './generate-journeys';
import { createSeededRandom } from '../data/seeded-random';

/** Heatmap points of the default demo dataset, and of the benchmark's scenario (`?heatmap=large`). */
export const defaultHeatmapPointCount = 50_000;
export const largeHeatmapPointCount = 1_000_000;

const modes = heatmapModes('simulated');

/**
 * Located journey points as typed columns (a million rows stay a few tens of MB and generate in well
 * under a second): where, which school, which mode, which school day, background or not, tracked or
 * only simulated.
 */
export type HeatmapTable = {
  count: number;
  positions: Float64Array;
  schoolIds: Int32Array;
  modes: Uint8Array;
  days: Uint16Array;
  background: Uint8Array;
  tracked: Uint8Array;
  dayNames: string[];
};

/**
 * Points around each school's sites, most within 3 km, with mode shares that differ by school: each
 * school has its own lean towards cars (suburban) or walking (inner city). Tracked points (the app's
 * own GPS) have only the modes tracking can tell apart.
 */
export function generateHeatmapPoints(db: DemoDb, count: number, seed = db.seed): HeatmapTable {
  const random = createSeededRandom((seed ^ 0x5bd1e995) >>> 0);
  const dayNames = schoolDays(db);
  const sites = db.schoolAddresses.filter(hasPosition);
  const leanBySchool = new Map(db.schools.map((school) => [school.id, random.float(0.4, 2.5)]));
  const trackedModes = new Set<HeatmapMode>(heatmapModes('tracked'));
  const table: HeatmapTable = {
    count,
    positions: new Float64Array(count * 2),
    schoolIds: new Int32Array(count),
    modes: new Uint8Array(count),
    days: new Uint16Array(count),
    background: new Uint8Array(count),
    tracked: new Uint8Array(count),
    dayNames,
  };
  if (sites.length === 0) return { ...table, count: 0 };
  for (let index = 0; index < count; index += 1) {
    const site = sites[Math.floor(random.next() * sites.length)]!;
    const lean = leanBySchool.get(site.organization_id) ?? 1;
    const km = 3 * random.next() ** 1.6 * (0.6 + lean / 3);
    const angle = random.next() * Math.PI * 2;
    table.positions[index * 2] = site.longitude + (km / 69.5) * Math.cos(angle);
    table.positions[index * 2 + 1] = site.latitude + (km / 111.2) * Math.sin(angle);
    table.schoolIds[index] = site.organization_id;
    // A car share that grows with the school's lean; the rest spread over the other modes.
    const mode: HeatmapMode =
      random.next() < 0.18 * lean ? 'CAR' : modes[Math.floor(random.next() * modes.length)]!;
    table.modes[index] = modes.indexOf(mode);
    table.days[index] = Math.floor(random.next() * dayNames.length);
    table.background[index] = random.next() < 0.3 ? 1 : 0;
    table.tracked[index] = trackedModes.has(mode) && random.next() < 0.7 ? 1 : 0;
  }
  return table;
}

export type HeatmapQuery = {
  schoolIds: Set<number>;
  span: { from: string; to: string } | null;
  modes: readonly HeatmapMode[];
  background: boolean;
  trackedOnly: boolean;
};

/** The points of a query as the answer's flat longitude, latitude list (5 decimals: about a metre). */
export function heatmapPointsOf(table: HeatmapTable, query: HeatmapQuery): number[] {
  if (query.span === null) return [];
  const { from, to } = query.span;
  const dayOk = table.dayNames.map((day) => day >= from.slice(0, 10) && day <= to.slice(0, 10));
  const modeOk = modes.map((mode) => query.modes.includes(mode));
  const points: number[] = [];
  for (let index = 0; index < table.count; index += 1) {
    if (
      !modeOk[table.modes[index]!] ||
      !dayOk[table.days[index]!] ||
      !query.schoolIds.has(table.schoolIds[index]!)
    )
      continue;
    if (
      (table.background[index] === 1) !== query.background ||
      (query.trackedOnly && table.tracked[index] !== 1)
    )
      continue;
    points.push(
      Math.round(table.positions[index * 2]! * 1e5) / 1e5,
      Math.round(table.positions[index * 2 + 1]! * 1e5) / 1e5,
    );
  }
  return points;
}

const cache = new WeakMap<object, HeatmapTable>();
let demoPointCount = defaultHeatmapPointCount;

/** The session dataset's heatmap points, generated on first use (stories that never show the heatmap skip it). */
export function heatmapTableOf(db: DemoDb): HeatmapTable {
  let table = cache.get(db.parents);
  if (!table || table.count !== demoPointCount) {
    table = generateHeatmapPoints(db, demoPointCount);
    cache.set(db.parents, table);
  }
  return table;
}

/** Sets how many heatmap points the session's dataset has (`largeHeatmapPointCount` for the benchmark). */
export function setDemoHeatmapPointCount(count: number) {
  demoPointCount = count;
}
