import type { ParentsListAnswer, PupilsListAnswer, StaffListAnswer } from '@stride/api';
import type { SchoolSelectionId } from '@stride/domain';
import type { DbAccount, DbParent, DbPerson, DbStaff, DemoDb } from '../data/db-shape';
import { profileTablesOf } from './profile-tables';
import { schoolLinkId } from './profile-writes';
import { schoolsVisibleTo } from '../session/role-scope';
import { selectedSchoolIds } from '../metrics/dashboard-filter-answers';

/** The schools a list is for: the caller's, narrowed to the filter's selection when there is one. */
export function listSchoolIds(
  db: DemoDb,
  caller: DbAccount,
  selection: readonly SchoolSelectionId[],
): Set<number> {
  const selected = selectedSchoolIds(db, selection);
  return new Set(
    schoolsVisibleTo(caller)
      .map((school) => school.id)
      .filter((id) => selected === 'all' || selected.has(id)),
  );
}

/** The rows' `schools`: the names of the schools of `ids`, in the order given. */
function schoolNamer(db: DemoDb) {
  const names = new Map(db.schools.map((school) => [school.id, school.name]));
  return (ids: readonly number[]) => ids.flatMap((id) => names.get(id) ?? []);
}

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

export function staffRowsOf(db: DemoDb, schools: Set<number>): StaffListAnswer['staff'] {
  const schoolNamesOf = schoolNamer(db);
  return db.staff
    .filter((member) => schools.has(member.school_id))
    .map((member) => ({
      user_id: member.id,
      name: fullName(member),
      email: member.email,
      staff_type: member.staff_type,
      schools: schoolNamesOf([member.school_id]),
    }));
}

export function parentRowsOf(db: DemoDb, schools: Set<number>): ParentsListAnswer['parents'] {
  const schoolNamesOf = schoolNamer(db);
  const pupils = new Map(db.pupils.map((pupil) => [pupil.id, pupil]));
  return db.parents
    .filter((parent) => parent.school_ids.some((id) => schools.has(id)))
    .map((parent) => ({
      user_id: parent.id,
      first_name: parent.first_name,
      last_name: parent.last_name,
      email: parent.email,
      children: parent.child_ids.flatMap((id) => (pupils.has(id) ? [fullName(pupils.get(id)!)] : [])),
      schools: schoolNamesOf(parent.school_ids.filter((id) => schools.has(id))),
    }));
}

export function pupilRowsOf(db: DemoDb, schools: Set<number>): PupilsListAnswer['students'] {
  const schoolNamesOf = schoolNamer(db);
  const parents = new Map(db.parents.map((parent) => [parent.id, parent]));
  return db.pupils
    .filter((pupil) => schools.has(pupil.school_id))
    .map((pupil) => {
      const family = pupil.parent_ids.flatMap((id) => (parents.has(id) ? [parents.get(id)!] : []));
      return {
        student_id: pupil.id,
        first_name: pupil.first_name,
        last_name: pupil.last_name,
        current_year: pupil.current_year,
        names: family.map(fullName),
        emails: family.map((parent) => parent.email),
        schools: schoolNamesOf([pupil.school_id]),
      };
    });
}

/** The schools a person belongs to (none for a former staff member whose link was deleted). */
export const schoolsOfPerson = (person: DbParent | DbStaff | DbPerson): number[] =>
  'school_ids' in person ? person.school_ids : 'school_id' in person ? [person.school_id] : [];

/** The profile of a parent or staff member (docs/product/people.md). */
export function profileOf(db: DemoDb, person: DbParent | DbStaff | DbPerson) {
  const tables = profileTablesOf(db);
  const isParent = 'child_ids' in person;
  const schoolIds = schoolsOfPerson(person);
  const journeys = tables.userJourneys.filter((journey) => journey.user_id === person.id);
  return {
    id: person.id,
    salutation: person.salutation,
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    profile_photo_url: null,
    created_at: person.created_at,
    last_viewed: person.created_at,
    verified: person.verified,
    acc_status: 'active',
    app_login: person.verified ? 'yes' : 'no',
    roles: [
      {
        id: person.id * 10 + 1,
        slug: isParent ? 'PARENT' : 'STAFF',
        sharing_journey: person.id % 2 === 0,
        journey_preference: person.id % 3,
        created_at_date: person.created_at.slice(0, 10),
      },
    ],
    address: { ...person.home, address_line_3: '' },
    schools: schoolIds.map((id) => ({
      id: schoolLinkId(person.id, id),
      organization: db.schools.find((school) => school.id === id)?.name ?? '',
      type: isParent ? 'PARENT' : 'STAFF',
      user_role_id: person.id * 10 + 1,
    })),
    children: isParent
      ? db.pupils
          .filter((pupil) => person.child_ids.includes(pupil.id))
          .map((pupil) => ({
            id: pupil.id,
            first_name: pupil.first_name,
            last_name: pupil.last_name,
            current_year: pupil.current_year,
            organization_id: pupil.school_id,
          }))
      : [],
    journeys: journeys.map(({ user_id: _user, ...journey }) => ({
      ...journey,
      user_role_id: person.id * 10 + 1,
    })),
    journey_status: journeys.some((journey) => journey.status === 'active') ? 'active' : 'none',
    groups: db.groups
      .filter((group) => group.school_ids.some((id) => schoolIds.includes(id)))
      .map((group) => ({ id: group.id, name: group.name })),
    devices: tables.devices
      .filter((device) => device.user_id === person.id)
      .map(({ id, device_id }) => ({ id, device_id })),
    verifications: tables.verifications
      .filter((row) => row.user_id === person.id)
      .map(({ type, phone, email }) => ({ type, phone, email })),
  };
}

/** A pupil as the student modal shows it (docs/product/people.md). */
export function studentOf(db: DemoDb, studentId: number) {
  const pupil = db.pupils.find((row) => row.id === studentId);
  if (!pupil) return null;
  const school = db.schools.find((row) => row.id === pupil.school_id);
  const journeys = profileTablesOf(db).userJourneys.filter((journey) => journey.student_id === studentId);
  return {
    id: pupil.id,
    first_name: pupil.first_name,
    last_name: pupil.last_name,
    current_year: pupil.current_year,
    created_at_formatted: pupil.created_at.slice(0, 16),
    profile_photo_url: null,
    available_years: db.schoolYears.filter((year) => school?.year_levels.includes(year.level)),
    parents: db.parents
      .filter((parent) => pupil.parent_ids.includes(parent.id))
      .map(({ id, first_name, last_name }) => ({ id, first_name, last_name })),
    journeys: journeys.map((journey) => ({
      id: journey.id,
      total_travel_time_text: `${10 + (journey.id % 25)} min`,
    })),
    devices: [],
  };
}
