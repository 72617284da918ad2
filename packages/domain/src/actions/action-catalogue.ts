/**
 * The super admin's actions area (docs/product/actions.md): every action key of /members/actions,
 * in the spec's order, with its title. Titles the spec does not give are chosen in ADR 0084.
 */
export const actionKeys = [
  'user_info',
  'reset_password',
  'verify_notices',
  'new_term',
  'send_notifications',
  'send_service_emails',
  'move_children_up_a_year',
  'send_login_emails',
  'remove_user_schools',
  'remove_non_user_data',
  'send_admin_messages',
  'change_school_and_year',
  'remove_school',
  'disable_school',
  'csv_snapshot',
  'change_travel_mode',
  'stap_journey_count',
  'integration_add_school_token',
  'integration_pending_schools',
] as const;
export type ActionKey = (typeof actionKeys)[number];

export const actionTitles: Record<ActionKey, string> = {
  user_info: 'User Info',
  reset_password: 'Reset Password',
  verify_notices: 'Verify Notices',
  new_term: 'New Term',
  send_notifications: 'Send Mobile Notifications',
  send_service_emails: 'Send Service Emails',
  move_children_up_a_year: 'Move Children Up A Year',
  send_login_emails: 'Send Login Emails',
  remove_user_schools: 'Remove User Schools',
  remove_non_user_data: 'Remove Non User Data',
  send_admin_messages: 'Send Admin Messages',
  change_school_and_year: 'Change School And Year',
  remove_school: 'Remove School',
  disable_school: 'Disable School',
  csv_snapshot: 'CSV Snapshot',
  change_travel_mode: 'Change Travel Mode',
  stap_journey_count: 'Stap Journey Count',
  integration_add_school_token: 'Integration: Add School Token',
  integration_pending_schools: 'Integration: Pending Schools',
};

export const isActionKey = (value: unknown): value is ActionKey =>
  typeof value === 'string' && (actionKeys as readonly string[]).includes(value);

/** The page of an action: /members/actions/{action}. */
export const actionPath = (action: ActionKey) => `/members/actions/${action}`;

/** What each action does, in a sentence: the description of its link and of its page. */
export const actionSummaries: Record<ActionKey, string> = {
  user_info: 'Finds a parent or a student by name, email or id.',
  reset_password: "Resets a user's password.",
  verify_notices: 'Verifies or removes the notices waiting for approval.',
  new_term: "Starts a new term at a school: this term's journeys are archived.",
  send_notifications: 'Sends the mobile notifications of a notice.',
  send_service_emails: 'Sends the service emails to the parents and staff of the schools.',
  move_children_up_a_year:
    "Moves a school's pupils up one year. Without Remove simulation nothing is changed.",
  send_login_emails: 'Sends the login emails to the admins of the schools.',
  remove_user_schools: "Removes every parent's link to the schools.",
  remove_non_user_data: 'Removes the parents who have no school, in all schools.',
  send_admin_messages: 'Sends a message to the admins of schools or councils.',
  change_school_and_year:
    'Moves the pupils of one school and year to another school and year. Without Remove simulation nothing is changed.',
  remove_school: 'Removes a school: it is disabled and its users lose their link to it.',
  disable_school: 'Disables a school: its admins can no longer sign in.',
  csv_snapshot: 'Generates a CSV snapshot of a table and downloads it.',
  change_travel_mode: 'Changes the travel mode of a journey profile.',
  stap_journey_count: 'Counts the journeys of a stap data upload.',
  integration_add_school_token: "Adds a school's integration token from its provider.",
  integration_pending_schools: 'Lists the schools whose integration is waiting to be set up.',
};

/**
 * A logged action as the actions history names it: an action of this area by its title, any other the
 * server logs (a person's admin actions such as delete_user) in words, never as its code.
 */
export function actionLogName(action: string): string {
  if (isActionKey(action)) return actionTitles[action];
  const words = action.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
