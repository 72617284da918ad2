import type { DbParent } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { firstNames, lastNames } from '../data/name-lists';
import { createSeededRandom } from '../data/seeded-random';

/** The parents list's size in the speed benchmark (`?people=large`). */
export const largeParentCount = 100_000;

/**
 * Tops the session's parents up to `count` (the 100 000-parent list of the benchmark). The added
 * parents are signed up at the demo schools but have no children registered, so the travel stats
 * and pupil lists stay as they were. Calling it again with a smaller count does nothing.
 */
export function addDemoParents(count: number): void {
  const random = createSeededRandom(demoDb.seed ^ 0x5eed);
  const schoolIds = demoDb.schools.map((school) => school.id);
  const template = demoDb.parents[0];
  let nextId = Math.max(...demoDb.parents.map((row) => row.id), ...demoDb.staff.map((row) => row.id)) + 1;
  const added: DbParent[] = [];
  for (let index = demoDb.parents.length; index < count; index += 1) {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const id = nextId++;
    added.push({
      ...template,
      id,
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${id}@example.com`.toLowerCase(),
      child_ids: [],
      school_ids: [random.pick(schoolIds)],
    });
  }
  // Push in place: handlers and cached tables keep their reference to the array.
  for (const parent of added) demoDb.parents.push(parent);
}
