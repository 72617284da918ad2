import type { DemoDb } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import type { DbUserJourney } from '../people/profile-tables';

/** A notice whose mobile notifications were sent from the actions area. */
type DbSentNotification = { notice_id: number; recipients: number; sent_at: string };
/** Service or login emails sent to one school's people. */
type DbSentEmails = {
  school_id: number;
  kind: 'service' | 'login';
  recipients: number;
  sent_at: string;
};
/** A set-up journey archived when its school started a new term. */
type DbArchivedJourney = DbUserJourney & { archived_at: string };
/** A file of stap journey data once uploaded; `counted_journeys` is filled by stap_journey_count. */
type DbStapUpload = {
  id: number;
  file_name: string;
  journeys: number;
  counted_journeys: number | null;
};

/**
 * What the super admin's actions change beyond the core tables (docs/product/actions.md): sent
 * notifications and emails, archived journeys, travel modes set by hand, stap uploads.
 */
export type ActionTables = {
  sentNotifications: DbSentNotification[];
  sentEmails: DbSentEmails[];
  archivedJourneys: DbArchivedJourney[];
  /** Set-up journey id → the mode change_travel_mode gave it. */
  journeyModes: Map<number, string>;
  stapUploads: DbStapUpload[];
};

/** Three stap uploads with ids 1 to 3 (the demo has no upload screen; ADR 0087). */
const createActionTables = (): ActionTables => ({
  sentNotifications: [],
  sentEmails: [],
  archivedJourneys: [],
  journeyModes: new Map(),
  stapUploads: [
    { id: 1, file_name: 'stap-autumn-2025.csv', journeys: 1_284, counted_journeys: null },
    { id: 2, file_name: 'stap-spring-2026.csv', journeys: 1_517, counted_journeys: null },
    { id: 3, file_name: 'stap-summer-2026.csv', journeys: 962, counted_journeys: null },
  ],
});

// Keyed by the dataset's schools: resetDemoDb replaces them, so a reset starts these tables afresh.
const cache = new WeakMap<object, ActionTables>();

/** The session's action tables, made on first use. */
export function actionTablesOf(db: DemoDb = demoDb): ActionTables {
  let tables = cache.get(db.schools);
  if (!tables) {
    tables = createActionTables();
    cache.set(db.schools, tables);
  }
  return tables;
}
