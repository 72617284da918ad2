import type { DemoDb } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { defaultJourneyCount, generateEngagement, generateJourneys, journeySteps } from './generate-journeys';
import type { MetricsTables } from './journey-shape';
import { withModeChanges } from './journey-mode-changes';
import { createSeededRandom } from '../data/seeded-random';

/** Salts of the metrics streams; the tables of `createDemoDb` use 1 to 3. */
const journeySalt = 4;
const engagementSalt = 5;

const stream = (seed: number, salt: number) => createSeededRandom((seed ^ Math.imul(salt, 0x9e3779b1)) >>> 0);

/** Builds the metrics tables of a dataset from its seed; the same seed and count give the same rows. */
export function createMetricsTables(db: DemoDb, options: { journeys?: number } = {}): MetricsTables {
  return {
    journeys: generateJourneys(stream(db.seed, journeySalt), db, options.journeys ?? defaultJourneyCount),
    engagement: generateEngagement(stream(db.seed, engagementSalt), db),
  };
}

/** Resolves in a later task, so the page can paint and take input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `createMetricsTables`, one step of journeys per task: the same rows, and no long task in the page. */
async function createMetricsTablesInSteps(db: DemoDb, journeyCount: number): Promise<MetricsTables> {
  const steps = journeySteps(stream(db.seed, journeySalt), db, journeyCount);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done)
      return { journeys: step.value, engagement: generateEngagement(stream(db.seed, engagementSalt), db) };
    await nextTask();
  }
}

/**
 * Tables per dataset, keyed by the dataset's people (`resetDemoDb` replaces them, so a reset drops
 * the cached journeys too). Generated on first use so stories that never show metrics skip the cost.
 */
const cache = new WeakMap<object, MetricsTables>();
const pending = new WeakMap<object, Promise<MetricsTables>>();
let demoJourneyCount = defaultJourneyCount;

export function metricsTablesOf(db: DemoDb = demoDb): MetricsTables {
  let tables = cache.get(db.parents);
  if (!tables) {
    tables = withModeChanges(db, createMetricsTables(db, { journeys: demoJourneyCount }));
    cache.set(db.parents, tables);
  }
  return tables;
}

/**
 * The tables of `metricsTablesOf`, generated in steps across tasks the first time (handlers in the
 * page's main thread await this, so the first metrics answer does not block the page for the whole
 * generation). Handlers asking meanwhile share the one generation.
 */
export function metricsTablesReady(db: DemoDb = demoDb): Promise<MetricsTables> {
  const key = db.parents;
  const cached = cache.get(key);
  if (cached) return Promise.resolve(cached);
  let tables = pending.get(key);
  if (!tables) {
    const count = demoJourneyCount;
    tables = createMetricsTablesInSteps(db, count).then((made) => {
      pending.delete(key);
      // A synchronous caller or a new journey count may have come first: keep what the cache holds.
      if (!cache.has(key) && count === demoJourneyCount) cache.set(key, withModeChanges(db, made));
      return metricsTablesOf(db);
    });
    pending.set(key, tables);
  }
  return tables;
}

/**
 * Sets how many journeys the session's dataset has (e.g. `largeJourneyCount` for the console's speed
 * benchmark) and regenerates them; stays until called again with `defaultJourneyCount`.
 */
export function setDemoJourneyCount(count: number): MetricsTables {
  demoJourneyCount = count;
  cache.delete(demoDb.parents);
  pending.delete(demoDb.parents);
  return metricsTablesOf(demoDb);
}
