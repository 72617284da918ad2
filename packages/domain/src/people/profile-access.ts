import type { Role } from '../access/role';
import { managesPeople, seesEveryProfileTab } from '../access/role-rules';
import { seesOneSchool } from '../access/role-scope';

/** The profile modal's tabs (docs/product/people.md), in order; 'user' is the default. */
const profileTabs = [
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
] as const;
export type ProfileTab = (typeof profileTabs)[number];

export const profileTabLabels: Record<ProfileTab, string> = {
  user: 'User',
  roles: 'Roles',
  address: 'Address',
  schools: 'Schools',
  children: 'Children',
  journeys: 'Journeys',
  groups: 'Groups',
  devices: 'Devices',
  verifications: 'Verifications',
  history: 'History',
};

/** Tabs every admin sees; the rest are the super admin's ("most super admin only", ADR 0046). */
const everyoneTabs: readonly ProfileTab[] = ['user', 'schools', 'children'];

export function profileTabsFor(role: Role): ProfileTab[] {
  return seesEveryProfileTab(role)
    ? [...profileTabs]
    : profileTabs.filter((tab) => everyoneTabs.includes(tab));
}

/** The admin actions of the profile and student modals (docs/product/people.md). */
export type ProfileAction =
  | 'new_term'
  | 'reset_password'
  | 'delete_user'
  | 'delete_student'
  | 'delete_user_journey'
  | 'delete_user_device'
  | 'delete_user_school'
  | 'remove_user_from_school'
  | 'remove_student_from_school'
  | 'change_student_year';

/**
 * Who may do what (docs/product/people.md, ADR 0046): the super admin everything but the school admin's
 * removals; the school admin removes a user or pupil from the school; other roles only look.
 */
export function profileActionsFor(role: Role): ProfileAction[] {
  if (managesPeople(role)) {
    return [
      'new_term',
      'reset_password',
      'delete_user',
      'delete_student',
      'delete_user_journey',
      'delete_user_device',
      'delete_user_school',
      'change_student_year',
    ];
  }
  if (seesOneSchool(role)) return ['remove_user_from_school', 'remove_student_from_school'];
  return [];
}

/**
 * The actions of a profile opened for one school (its staff list on School integrations, ADR 0073):
 * besides `profileActionsFor`, the super admin may remove the user from that school (the profile
 * modal's admin actions of the automations-and-tooling document).
 */
export function profileActionsAtSchool(role: Role): ProfileAction[] {
  const actions = profileActionsFor(role);
  return managesPeople(role) && !actions.includes('remove_user_from_school')
    ? [...actions, 'remove_user_from_school']
    : actions;
}

/** The question asked before an action and the notice after it (docs/product/people.md), verbatim. */
export const profileActionMessages: Record<ProfileAction, { confirm: string; done: string }> = {
  new_term: { confirm: 'Are you sure ?', done: 'User has new term!' },
  reset_password: { confirm: 'Are you sure ?', done: 'Password has been reset!' },
  delete_user: { confirm: 'Are you sure you want to delete ?', done: 'Deleted!' },
  delete_student: { confirm: 'Are you sure you want to delete ?', done: 'Deleted!' },
  delete_user_journey: { confirm: 'Are you sure you want to delete ?', done: 'Deleted!' },
  delete_user_device: { confirm: 'Are you sure you want to delete ?', done: 'Deleted!' },
  delete_user_school: { confirm: 'Are you sure you want to delete ?', done: 'Deleted!' },
  remove_user_from_school: { confirm: 'Are you sure ?', done: 'Removed!' },
  remove_student_from_school: { confirm: 'Are you sure ?', done: 'Removed!' },
  change_student_year: { confirm: 'Are you sure ?', done: 'Year Changed!' },
};

/** After these the person is gone, so the modal closes; after the others it reloads the person. */
export function actionClosesProfile(action: ProfileAction): boolean {
  return (
    action === 'delete_user' ||
    action === 'delete_student' ||
    action === 'remove_user_from_school' ||
    action === 'remove_student_from_school'
  );
}

/**
 * What an action is done to: the user or pupil, or one of the user's journeys, devices or school
 * links (`id`); `year` is the level a pupil moves to (change_student_year).
 */
export type ProfileActionTarget = {
  userId?: number;
  studentId?: number;
  id?: number;
  year?: number;
  /** The school a user is removed from, where the admin has no school of their own (the super admin). */
  schoolId?: number;
};
