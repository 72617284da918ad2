import { getStudentMarkers, runProfileAction, getSchoolYears } from '@stride/api';
import type { ProfileAction, Role } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoOrganisationIds } from '../data/demo-accounts';
import { demoDb } from '../data/demo-db';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const forbidden = { kind: 'http', status: 403 };

/** A staff member of a school. */
const staffOf = (schoolId: number) => demoDb.staff.find((row) => row.school_id === schoolId)!;
const hackneySchool = demoOrganisationIds.trustSchools[1];

/** Every account with a school whose person it may open, and the actions the spec gives its role (its roles and permissions). */
const accounts: Array<{ email: string; schoolId: number; may: ProfileAction[] }> = [
  {
    email: 'super@demo.test',
    schoolId: demoOrganisationIds.termsSchool,
    // Removing from a school, naming it (School integrations' staff list).
    may: ['new_term', 'reset_password', 'delete_user', 'remove_user_from_school'],
  },
  { email: 'council@demo.test', schoolId: hackneySchool, may: [] },
  { email: 'multi@demo.test', schoolId: hackneySchool, may: [] },
  { email: 'school@demo.test', schoolId: demoOrganisationIds.termsSchool, may: ['remove_user_from_school'] },
  { email: 'product@demo.test', schoolId: demoOrganisationIds.termsSchool, may: [] },
];
const asked: ProfileAction[] = ['new_term', 'reset_password', 'delete_user', 'remove_user_from_school'];

describe('profile actions, as each role may take them', () => {
  // Rules: people.profile.others-look-only, people.profile.new-term, people.profile.reset-password, people.profile.delete-user, people.profile.remove-user, integrations.staff.remove-user-from-school
  it.each(accounts)(
    '$email takes only its own role’s actions; the others are refused (403)',
    async ({ email, schoolId, may }) => {
      const client = await signedInClient(email);
      const outcome: Record<string, string> = {};
      // Deleting and removing last, so the person is still there for the others.
      for (const action of asked) {
        // The school is named as the staff list names it; a school admin's own school wins.
        const target = { userId: staffOf(schoolId).id, schoolId };
        const taken = await runProfileAction(client, action, target).then(
          () => 'taken',
          (error: unknown) => ((error as { status?: number }).status === 403 ? 'refused' : String(error)),
        );
        outcome[action] = taken;
      }
      expect(outcome).toEqual(
        Object.fromEntries(asked.map((action) => [action, may.includes(action) ? 'taken' : 'refused'])),
      );
    },
  );
});

/** An account, the role whose year-list path is its own, and another role's. */
const yearLists: Array<[string, Role, Role]> = [
  ['school@demo.test', 'SCHOOL_ADMIN', 'COUNCIL_ADMIN'],
  ['council@demo.test', 'COUNCIL_ADMIN', 'SCHOOL_ADMIN'],
  ['multi@demo.test', 'COUNCIL_ADMIN', 'SUPERADMIN'],
];

describe('map lookups and year lists, as each role may use them', () => {
  // Rules: maps.lookup.super-admin-only
  it.each(['council@demo.test', 'multi@demo.test', 'school@demo.test', 'product@demo.test'])(
    'refuses the student lookup to %s (403); the super admin looks up',
    async (email) => {
      const student = demoDb.pupils[0]!;
      expect(
        await rejectionOf(getStudentMarkers(await signedInClient(email), String(student.id))),
      ).toMatchObject(forbidden);
      await expect(
        getStudentMarkers(await signedInClient('super@demo.test'), String(student.id)),
      ).resolves.toBeDefined();
    },
  );

  // Rules: session.endpoint.school-years-by-role
  it.each(yearLists)(
    '%s reads the year list of its own role’s path and is refused another’s (403)',
    async (email, own, other) => {
      const client = await signedInClient(email);
      expect((await getSchoolYears(client, own)).years.length).toBeGreaterThan(0);
      expect(await rejectionOf(getSchoolYears(client, other))).toMatchObject(forbidden);
    },
  );
});
