import { describe, expect, it } from 'vitest';
import {
  actionClosesProfile,
  profileActionMessages,
  profileActionsAtSchool,
  profileActionsFor,
  profileTabsFor,
} from './profile-access';
import { journeyPreferenceLabel, profileUserSchema, schoolLinkName } from './profile';
import { parentRowSchema, pupilRowSchema, signupStatsSchema } from './people-rows';
import { actionLogNamesFor, journeyChildName } from './action-log-names';
import { roles } from '../access/role';
import { listsSchoolOfEachRow } from '../access/role-scope';

describe('profileTabsFor', () => {
  // Rules: people.profile.tabs-super-admin
  it('gives the super admin all ten tabs, User first', () => {
    expect(profileTabsFor('SUPERADMIN')).toEqual([
      'user',
      'roles',
      'address',
      'schools',
      'children',
      'journeys',
      'groups',
      'devices',
      'verifications',
      'history',
    ]);
  });
  // Rules: people.profile.tabs-other-roles
  it('gives other admins User, Schools and Children only', () => {
    for (const role of ['COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN', 'SCHOOL_ADMIN', 'ADMIN'] as const) {
      expect(profileTabsFor(role)).toEqual(['user', 'schools', 'children']);
    }
  });
});

describe('profileActionsFor', () => {
  it('lets the super admin renew terms, reset passwords and delete, but not remove from a school', () => {
    const actions = profileActionsFor('SUPERADMIN');
    expect(actions).toContain('new_term');
    expect(actions).toContain('delete_user');
    expect(actions).toContain('delete_user_device');
    expect(actions).not.toContain('remove_user_from_school');
    expect(actions).toContain('change_student_year');
  });
  it('lets the school admin only remove from the school, and other admins do nothing', () => {
    expect(profileActionsFor('SCHOOL_ADMIN')).toEqual([
      'remove_user_from_school',
      'remove_student_from_school',
    ]);
    expect(profileActionsFor('COUNCIL_ADMIN')).toEqual([]);
  });
  it('asks and answers with the spec words', () => {
    expect(profileActionMessages.new_term).toEqual({ confirm: 'Are you sure ?', done: 'User has new term!' });
    expect(profileActionMessages.reset_password.done).toBe('Password has been reset!');
    expect(profileActionMessages.delete_user_journey).toEqual({
      confirm: 'Are you sure you want to delete ?',
      done: 'Deleted!',
    });
    expect(profileActionMessages.remove_user_from_school.done).toBe('Removed!');
    expect(profileActionMessages.change_student_year.done).toBe('Year Changed!');
  });
  // Rules: integrations.staff.remove-user-from-school
  it("gives the super admin Remove User at one school's staff list, and changes nobody else's actions", () => {
    expect(profileActionsAtSchool('SUPERADMIN')).toEqual([
      ...profileActionsFor('SUPERADMIN'),
      'remove_user_from_school',
    ]);
    expect(profileActionsAtSchool('SCHOOL_ADMIN')).toEqual(profileActionsFor('SCHOOL_ADMIN'));
    expect(profileActionsAtSchool('COUNCIL_ADMIN')).toEqual([]);
  });
  it('closes the modal only when the person is gone', () => {
    expect(actionClosesProfile('delete_user')).toBe(true);
    expect(actionClosesProfile('delete_user_device')).toBe(false);
    expect(actionClosesProfile('new_term')).toBe(false);
  });
});

// Rules: people.entities.journey-preference
describe('journeyPreferenceLabel', () => {
  it('reads 0 as No and any other number as All', () => {
    expect(journeyPreferenceLabel(0)).toBe('No');
    expect(journeyPreferenceLabel(1)).toBe('All');
    expect(journeyPreferenceLabel(7)).toBe('All');
    expect(journeyPreferenceLabel(null)).toBe('');
  });
});

describe('people schemas', () => {
  // Rules: people.entities.parent-row, people.entities.pupil-row
  it('reads list fields sent as joined strings', () => {
    expect(
      parentRowSchema.parse({
        user_id: 1,
        first_name: 'Ann',
        last_name: null,
        email: 'a@x',
        children: 'Tom Lee, Mia Lee',
      }).children,
    ).toEqual(['Tom Lee', 'Mia Lee']);
    expect(
      pupilRowSchema.parse({
        student_id: 2,
        first_name: 'Tom',
        last_name: 'Lee',
        current_year: 3,
        names: null,
        emails: ['a@x'],
      }),
    ).toMatchObject({ names: [], emails: ['a@x'] });
  });
  // Rules: people.entities.signup-stats
  it('reads numeric strings in the sign-up stats and rejects garbage', () => {
    const stats = signupStatsSchema.parse({
      total_parents: '4',
      total_staff: 1,
      total_children: 2,
      total_users: '5',
      usersByDay: [],
      pupilsBySchoolYear: [{ year: 3, count: '9' }],
    });
    expect(stats.total_parents).toBe(4);
    expect(stats.pupilsBySchoolYear).toEqual([{ year: '3', count: 9 }]);
    expect(signupStatsSchema.safeParse({ total_parents: 'many' }).success).toBe(false);
  });
  // Rules: people.entities.user-profile
  it('fills missing profile lists with empty ones and names school links', () => {
    const user = profileUserSchema.parse({ id: 5, first_name: 'Ann' });
    expect(user.devices).toEqual([]);
    expect(user.last_name).toBe('');
    expect(schoolLinkName({ name: 'Oak Primary' })).toBe('Oak Primary');
    expect(schoolLinkName('Elm Academy')).toBe('Elm Academy');
  });
});

describe('actionLogNamesFor', () => {
  const user = profileUserSchema.parse({
    id: 1006,
    first_name: 'Ann',
    last_name: 'Lee',
    children: [{ id: 55, first_name: 'Sam', last_name: 'Lee' }],
    journeys: [{ id: 1, status: 'active', student_id: 55, journey_time: '08:30' }],
  });
  // Rules: people.profile.history-names, people.profile.journeys-child-name
  it('names the user, child and school of an entry, and labels an id it cannot name', () => {
    const names = actionLogNamesFor({ kind: 'user', user }, new Map([[101, 'Hill Primary']]));
    expect([names.user(1006), names.child(55), names.school(101)]).toEqual([
      'Ann Lee',
      'Sam Lee',
      'Hill Primary',
    ]);
    expect([names.user(7), names.child(8), names.school(9)]).toEqual(['User 7', 'Child 8', 'School 9']);
    expect(journeyChildName(user, 55)).toBe('Sam Lee');
    expect(journeyChildName(user, null)).toBe('');
  });
});

describe('listsSchoolOfEachRow', () => {
  // Rules: people.lists.school-column
  it('adds a School column for everyone who sees several schools, not for a school admin', () => {
    expect(roles.map(listsSchoolOfEachRow)).toEqual([true, true, true, false, true]);
  });
});
