import type { AutomationUserType, PreviewRow } from '@stride/domain';
import { staffTypeNumbers } from '@stride/domain';
import type { DemoDb, DbSchool } from '../data/db-shape';
import { metricsTablesOf } from '../maps/demo-journeys';

/** One row an audience may reach, with the school and user it stands for. */
export type Candidate = {
  row: PreviewRow;
  schoolId: number | null;
  userId: number | null;
  verified: boolean;
};

const phaseLevel = { primary: 'PRIMARY', secondary: 'SECONDARY', 'all-through': 'ALL_THROUGH' } as const;
const transportOf = (mode: string) => (mode === 'BUS' ? 'Public Bus' : mode);

function schoolColumns(school: DbSchool | undefined): PreviewRow {
  return {
    'organizations.id': school?.id ?? null,
    'organizations.name': school?.name ?? null,
    'organizations.school_type': school?.school_type ?? null,
    'organizations.year_level': school ? phaseLevel[school.phase] : null,
    'organizations.integration_status': school
      ? school.registration_type === 'MIS'
        ? 'SCHOOL_LAUNCHED'
        : 'NOT_LAUNCHED'
      : null,
    'organizations.launched_at': school?.created_at ?? null,
  };
}

/** Each user's most used mode and its fuel, from the recorded journeys (read only when a rule asks). */
function travelHabits(
  db: DemoDb,
): Map<number, { mode: string; fuel: string | null; distance: number; minutes: number }> {
  const counts = new Map<
    number,
    Map<string, { n: number; fuel: string | null; distance: number; minutes: number }>
  >();
  for (const journey of metricsTablesOf(db).journeys) {
    const byMode = counts.get(journey.user_id) ?? new Map();
    const seen = byMode.get(journey.mode) ?? {
      n: 0,
      fuel: journey.fuel_type,
      distance: journey.distance_miles * 1.609,
      minutes: journey.duration_minutes,
    };
    byMode.set(journey.mode, { ...seen, n: seen.n + 1 });
    counts.set(journey.user_id, byMode);
  }
  const habits = new Map<number, { mode: string; fuel: string | null; distance: number; minutes: number }>();
  for (const [userId, byMode] of counts) {
    const [mode, top] = [...byMode].sort((a, b) => b[1].n - a[1].n)[0];
    habits.set(userId, {
      mode: transportOf(mode),
      fuel: top.fuel?.toUpperCase().replace('HYBRID', 'PETROL/ELECTRIC') ?? null,
      distance: Math.round(top.distance * 10) / 10,
      minutes: top.minutes,
    });
  }
  return habits;
}

function people(db: DemoDb, userType: AutomationUserType, withHabits: boolean): Candidate[] {
  const schools = new Map(db.schools.map((school) => [school.id, school]));
  const habits = withHabits ? travelHabits(db) : new Map();
  const person = (
    role: 'PARENT' | 'STAFF',
    p: {
      id: number;
      email: string;
      first_name: string;
      salutation: string;
      created_at: string;
      verified: boolean;
    },
    schoolId: number,
    extra: PreviewRow,
  ): Candidate => {
    const habit = habits.get(p.id);
    const school = schools.get(schoolId);
    return {
      schoolId,
      userId: p.id,
      verified: p.verified,
      row: {
        'users.id': p.id,
        'users.email': p.email,
        'users.first_name': p.first_name,
        'users.salutation': p.salutation,
        'roles.role': role,
        'users.registration_type': school?.registration_type ?? null,
        'users.created_at': p.created_at,
        'users.verified_at': p.verified ? p.created_at : null,
        ...extra,
        ...schoolColumns(school),
        'term_archives.term': 'current',
        'term_archives.primary_transport_type': habit?.mode ?? null,
        'term_archives.fuel_type': habit?.fuel ?? null,
        'term_archives.distance': habit?.distance ?? null,
        'term_archives.journey_time': habit?.minutes ?? null,
      },
    };
  };
  const parents =
    userType === 'staff'
      ? []
      : db.parents.map((parent) =>
          person('PARENT', parent, parent.school_ids[0], {
            'users.staff_type': null,
            'users.children_count': parent.child_ids.length,
          }),
        );
  const staff =
    userType === 'parents'
      ? []
      : db.staff.map((member) =>
          person('STAFF', member, member.school_id, {
            'users.staff_type':
              member.staff_type === staffTypeNumbers.TEACHER ? 'TEACHING_STAFF' : 'SUPPORT_STAFF',
            'users.children_count': 0,
          }),
        );
  return [...parents, ...staff];
}

/** The rows an audience starts from, before rules (ADR 0068 says which table stands for which audience). */
export function candidates(db: DemoDb, userType: AutomationUserType, withHabits: boolean): Candidate[] {
  const schoolRow = (school: DbSchool): Candidate => ({
    schoolId: school.id,
    userId: null,
    verified: true,
    row: {
      ...schoolColumns(school),
      'organizations.created_at': school.created_at,
      'organizations.council_id': school.council_id,
    },
  });
  switch (userType) {
    case 'per_school':
    case 'superadmin':
    case 'superadmin_grouped':
      return db.schools.map(schoolRow);
    case 'admin_contacts':
      return db.accounts
        .filter((account) => account.role !== null && account.organization_id !== null)
        .map((account) => ({
          schoolId: account.organization_id,
          userId: account.id,
          verified: true,
          row: {
            'admin_contacts.id': account.id,
            'admin_contacts.email': account.email,
            'admin_contacts.first_name': account.first_name,
            ...schoolColumns(db.schools.find((school) => school.id === account.organization_id)),
          },
        }));
    case 'unregistered_wonde_users':
      // Parents of MIS schools who never verified stand for the MIS users who have not signed up.
      return people(db, 'parents', false)
        .filter((candidate) => candidate.row['users.registration_type'] === 'MIS' && !candidate.verified)
        .map((candidate) => ({
          ...candidate,
          verified: true,
          row: {
            'wonde_users.id': candidate.userId,
            'wonde_users.email': candidate.row['users.email'],
            'wonde_users.type': 'PARENT',
            'wonde_users.status': Number(candidate.userId) % 11 === 0 ? 'left school' : 'ok',
            'wonde_users.created_at': candidate.row['users.created_at'],
            ...schoolColumns(db.schools.find((school) => school.id === candidate.schoolId)),
          },
        }));
    case 'stap_data':
      return people(db, 'parents_staff', true).map((candidate, index) => ({
        ...candidate,
        userId: null,
        verified: true,
        row: {
          'stap_data.upload_id': 1 + (index % 4),
          'stap_data.user_type': candidate.row['roles.role'],
          'stap_data.status': 'OK',
          'stap_data.transport_type': candidate.row['term_archives.primary_transport_type'],
          'stap_data.distance': candidate.row['term_archives.distance'],
          'stap_data.created_at': candidate.row['users.created_at'],
        },
      }));
    default:
      return people(db, userType, withHabits);
  }
}
