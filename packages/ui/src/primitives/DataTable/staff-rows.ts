import { fixtureFirstNames, fixtureLastNames } from '../../storybook/fixture-names';

/** Story fixtures: staff rows shaped like the spec's Staff table (name, email, staff type). */
export type StaffRow = { userId: number; name: string; email: string; staffType: string };

const FIRST = fixtureFirstNames;
const LAST = fixtureLastNames;
const STAFF_TYPES = ['Head teacher', 'Teacher', 'School Office'];

/** A small, deterministic staff list with realistic names (every name is unique). */
export function staffRows(count: number): StaffRow[] {
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST[index % FIRST.length];
    const last = LAST[(index + Math.floor(index / FIRST.length)) % LAST.length];
    return {
      userId: 1000 + index,
      name: `${first} ${last}`,
      email: `${first}.${last}${index}@oakfield.sch.test`.toLowerCase(),
      staffType: STAFF_TYPES[index % 7 === 0 ? 0 : index % 3 === 0 ? 2 : 1],
    };
  });
}

let many: StaffRow[] | undefined;

/** 100 000 numbered rows ('Staff member 1' …), built once; numeric sorting keeps them in order. */
export function manyStaffRows(): StaffRow[] {
  many ??= Array.from({ length: 100_000 }, (_, index) => ({
    userId: index + 1,
    name: `Staff member ${index + 1}`,
    email: `member${index + 1}@council.sch.test`,
    staffType: STAFF_TYPES[index % 3],
  }));
  return many;
}
