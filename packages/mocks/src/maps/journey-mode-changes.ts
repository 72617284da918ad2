import type { DemoDb } from '../data/db-shape';
import type { DbJourney, MapTables, MetricsTables } from './journey-shape';

/** The maps' tables of a new dataset: no journey's mode changed yet. */
export const createMapTables = (): MapTables => ({ journeyModeChanges: [] });

/** The journeys with the modes the super admin gave them (kept in the dataset, so they outlive a reload). */
export function withModeChanges(db: DemoDb, tables: MetricsTables): MetricsTables {
  const changes = db.journeyModeChanges ?? [];
  if (changes.length === 0) return tables;
  const byId = new Map<number, DbJourney>(tables.journeys.map((journey) => [journey.id, journey]));
  for (const change of changes) {
    const journey = byId.get(change.id);
    if (journey) journey.mode = change.mode;
  }
  return tables;
}

/** Gives a journey a new travel mode, and notes it in the dataset so a reload keeps it. */
export function changeJourneyMode(db: DemoDb, journey: DbJourney, mode: DbJourney['mode']): void {
  journey.mode = mode;
  db.journeyModeChanges = [
    ...db.journeyModeChanges.filter((change) => change.id !== journey.id),
    { id: journey.id, mode },
  ];
}
