import type { DbPerson, DemoDb } from '../data/db-shape';
import { dateTimeBetween, demoToday } from '../data/demo-calendar';
import { demoDb } from '../data/demo-db';
import { createSeededRandom } from '../data/seeded-random';
import { createCsvSnapshotTables } from '../csv-snapshot/csv-snapshots-data';
import { createAdminMessageTables } from '../admin-messages/admin-message-writes';

/** A phone or tablet a user signed in from. */
type DbDevice = { id: number; user_id: number; device_id: string };
/** How a user proved their e-mail or phone. */
type DbVerification = { user_id: number; type: 'email' | 'phone'; phone: string; email: string };
/** A school run a parent set up for a child (or a staff member for themself). */
export type DbUserJourney = {
  id: number;
  user_id: number;
  student_id: number | null;
  organization_id: number;
  organization_address_id: number | null;
  status: 'active' | 'paused';
  journey_time: string;
};
/** One admin action, as the actions history lists it (docs/product/people.md). */
export type DbActionLog = {
  category: 'user' | 'student' | 'school' | 'data';
  action: string;
  user_id: number | null;
  student_id: number | null;
  school_id: number | null;
  created_at: string;
};

export type ProfileTables = {
  devices: DbDevice[];
  verifications: DbVerification[];
  userJourneys: DbUserJourney[];
  actionLog: DbActionLog[];
  /**
   * Staff members whose school link was deleted or removed: still users (their profile opens), in
   * no school's list. A staff row has exactly one school, so they leave `staff` for here.
   */
  usersWithoutSchool: DbPerson[];
};

/** Salt of this stream; createDemoDb uses 1 to 3 and the metrics 4 and 5. */
const profileSalt = 6;

/** Builds the profile tables (devices, verifications, set-up journeys, a short action log) from the dataset. */
function createProfileTables(db: DemoDb): ProfileTables {
  const random = createSeededRandom((db.seed ^ Math.imul(profileSalt, 0x9e3779b1)) >>> 0);
  const tables: ProfileTables = {
    devices: [],
    verifications: [],
    userJourneys: [],
    actionLog: [],
    usersWithoutSchool: [],
  };
  const people = [...db.parents, ...db.staff];
  for (const person of people) {
    for (
      let n = random.weighted([
        [0, 20],
        [1, 60],
        [2, 20],
      ] as const);
      n > 0;
      n -= 1
    ) {
      tables.devices.push({
        id: tables.devices.length + 1,
        user_id: person.id,
        device_id: `${random.pick(['ios', 'android'])}-${(person.id * 7919 + n).toString(16)}`,
      });
    }
    if (person.verified)
      tables.verifications.push({ user_id: person.id, type: 'email', phone: '', email: person.email });
    if (random.chance(0.3))
      tables.verifications.push({
        user_id: person.id,
        type: 'phone',
        phone: `07700 9${String(person.id % 100_000).padStart(5, '0')}`,
        email: '',
      });
  }
  const siteOf = new Map(db.schoolAddresses.map((address) => [address.organization_id, address.id]));
  const pupilById = new Map(db.pupils.map((pupil) => [pupil.id, pupil]));
  for (const parent of db.parents) {
    for (const childId of parent.child_ids) {
      const child = pupilById.get(childId);
      if (!child || !random.chance(0.6)) continue;
      tables.userJourneys.push({
        id: tables.userJourneys.length + 1,
        user_id: parent.id,
        student_id: child.id,
        organization_id: child.school_id,
        organization_address_id: siteOf.get(child.school_id) ?? null,
        status: random.chance(0.85) ? 'active' : 'paused',
        journey_time: `08:${String(random.int(0, 5) * 5 + 20).padStart(2, '0')}`,
      });
    }
  }
  for (const parent of db.parents.slice(0, 40)) {
    tables.actionLog.push({
      category: 'user',
      action: random.pick(['reset_password', 'new_term']),
      user_id: parent.id,
      student_id: null,
      school_id: parent.school_ids[0] ?? null,
      created_at: dateTimeBetween(random, '2025-09-01', demoToday),
    });
  }
  // The demo's CSV snapshots were each made by a csv_snapshot run (its page's History, docs/product/csv-snapshot.md).
  for (const file of createCsvSnapshotTables().csvSnapshots) {
    tables.actionLog.push({
      category: 'data',
      action: 'csv_snapshot',
      user_id: null,
      student_id: null,
      school_id: null,
      created_at: file.created_at,
    });
  }
  // So were the messages sent before the session, each a send_admin_messages run.
  for (const message of createAdminMessageTables().sentAdminMessages) {
    tables.actionLog.push({
      category: 'school',
      action: 'send_admin_messages',
      user_id: null,
      student_id: null,
      school_id: message.school_id,
      created_at: message.created_at,
    });
  }
  return tables;
}

// Keyed by the dataset's parents: resetDemoDb replaces them, so a reset drops these tables too.
const cache = new WeakMap<object, ProfileTables>();

/** The session's profile tables, generated on first use. */
export function profileTablesOf(db: DemoDb = demoDb): ProfileTables {
  let tables = cache.get(db.parents);
  if (!tables) {
    tables = createProfileTables(db);
    cache.set(db.parents, tables);
  }
  return tables;
}
