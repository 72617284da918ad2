import type { ParentRow, PupilRow, StaffRow } from '@stride/domain';
import { fixtureFirstNames, fixtureLastNames } from '../../storybook/fixture-names';

/** Story fixtures: a few deterministic staff, parents and pupils with realistic names. */
// One name in lower case: the tables sort and search without regard to case.
const FIRST = fixtureFirstNames.map((first) => (first === 'Ben' ? 'ben' : first));
const LAST = fixtureLastNames;
const name = (index: number) => ({
  first: FIRST[index % FIRST.length],
  last: LAST[(index * 7) % LAST.length],
});

export const staffFixture: StaffRow[] = Array.from({ length: 14 }, (_, index) => {
  const { first, last } = name(index);
  const staffType = index === 0 ? 1 : index % 5 === 0 ? 'SCHOOL_OFFICE' : index % 2 === 0 ? 'TEACHER' : 2;
  return {
    user_id: 2000 + index,
    name: `${first} ${last}`,
    email: `${first}.${last}@oakfield.sch.test`.toLowerCase(),
    staff_type: staffType,
  };
});

export function parentsFixture(count = 24): ParentRow[] {
  return Array.from({ length: count }, (_, index) => {
    const { first, last } = name(index);
    return {
      user_id: 3000 + index,
      first_name: count > 1000 ? `Parent ${index + 1}` : first,
      last_name: last,
      email: `${first}.${last}${index}@example.com`.toLowerCase(),
      children:
        index % 4 === 0
          ? [`${FIRST[(index + 3) % FIRST.length]} ${last}`, `Mia ${last}`]
          : [`${FIRST[(index + 5) % FIRST.length]} ${last}`],
    };
  });
}

export const pupilsFixture: PupilRow[] = Array.from({ length: 18 }, (_, index) => {
  const { first, last } = name(index + 3);
  const parent = name(index);
  return {
    student_id: 500 + index,
    first_name: first,
    last_name: last,
    current_year: (index % 6) + 1,
    names: [`${parent.first} ${last}`],
    emails: [`${parent.first}.${last}@example.com`.toLowerCase()],
  };
});
