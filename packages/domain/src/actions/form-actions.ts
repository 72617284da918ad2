import { actionKeys, type ActionKey } from './action-catalogue';
import { actionBody, removeSimulationField, schoolField, schoolsField } from './action-fields';
import type { ActionField, ActionValues } from './action-fields';

/** The actions with a page of their own (a search, a table, a message editor, a CSV snapshot); every other one is an action form. */
const actionsWithOwnPage = [
  'user_info',
  'verify_notices',
  'send_admin_messages',
  'csv_snapshot',
] as const satisfies readonly ActionKey[];
export type FormActionKey = Exclude<ActionKey, (typeof actionsWithOwnPage)[number]>;

/** The actions whose page is an action form, in the catalogue's order. */
export const formActionKeys = actionKeys.filter(
  (key): key is FormActionKey => !(actionsWithOwnPage as readonly string[]).includes(key),
);

export const isFormActionKey = (value: unknown): value is FormActionKey =>
  typeof value === 'string' && (formActionKeys as readonly string[]).includes(value);

/** Where an action's calls go: under api/admin/actions/ (paths the spec does not show are assumed, ADR 0086). */
const actionsPrefix = 'api/admin/actions/';

export type FormAction = {
  fields: readonly ActionField[];
  /** The call's method and the path after its prefix. */
  method: 'POST' | 'GET';
  endpoint: string;
  /** Where the path starts: `api/admin/actions/` unless set. */
  prefix?: string;
  /** The success notice (docs/product/actions.md). */
  notice: string;
  /**
   * The field whose id ends the path, with no body: one call, or one per id of a list
   * (sendNotificationsOnly/{notice_id}, removeUsersSchools/{school_id}).
   */
  idInPath?: string;
};

/** The path of an action's call, without the id an `idInPath` action adds. */
export const formActionPath = (action: FormActionKey) =>
  (formActions[action].prefix ?? actionsPrefix) + formActions[action].endpoint;

const number = (name: string, label: string): ActionField => ({
  name,
  label,
  kind: 'number',
  required: true,
});
const text = (name: string, label: string, required = true, multiline = false): ActionField => ({
  name,
  label,
  kind: 'text',
  required,
  multiline,
});

export const formActions: Record<FormActionKey, FormAction> = {
  reset_password: {
    fields: [number('user_id', 'User id')],
    method: 'POST',
    endpoint: 'resetPassword',
    notice: 'Password has been reset!',
  },
  new_term: { fields: [schoolField], method: 'POST', endpoint: 'schoolNewTerm', notice: 'New term finished' },
  send_notifications: {
    fields: [number('notice_id', 'Notice id')],
    method: 'POST',
    prefix: 'api/admin/notification/',
    endpoint: 'sendNotificationsOnly',
    idInPath: 'notice_id',
    notice: 'Sent',
  },
  send_service_emails: {
    fields: [schoolsField],
    method: 'POST',
    endpoint: 'sendServiceEmails',
    notice: 'Service emails sent',
  },
  move_children_up_a_year: {
    fields: [schoolField, removeSimulationField],
    method: 'POST',
    endpoint: 'moveChildrenUpAYear',
    notice: 'Moved children up a year',
  },
  send_login_emails: {
    fields: [schoolsField],
    method: 'POST',
    endpoint: 'sendLoginEmails',
    notice: 'Login emails sent',
  },
  remove_user_schools: {
    fields: [schoolsField],
    method: 'POST',
    endpoint: 'removeUsersSchools',
    idInPath: 'school_ids',
    notice: 'Removed user schools',
  },
  remove_non_user_data: {
    fields: [],
    method: 'POST',
    endpoint: 'removeParentsWithoutSchool',
    notice: 'Removed parents without schools',
  },
  change_school_and_year: {
    fields: [
      { ...schoolField, label: 'From school' },
      { name: 'current_year', label: 'From year', kind: 'year', required: true },
      { name: 'new_school_id', label: 'To school', kind: 'school', required: true },
      { name: 'new_year', label: 'To year', kind: 'year', required: true },
      {
        name: 'ignoreRecent',
        label: 'Ignore students updated in last 30 days',
        kind: 'switch',
        required: false,
      },
      removeSimulationField,
    ],
    method: 'POST',
    endpoint: 'changeSchoolAndYear',
    notice: 'Change School and year finished',
  },
  remove_school: {
    fields: [schoolField],
    method: 'POST',
    endpoint: 'removeSchool',
    notice: 'School has been removed',
  },
  disable_school: {
    fields: [schoolField],
    method: 'POST',
    endpoint: 'disableSchool',
    notice: 'School has been disabled',
  },
  change_travel_mode: {
    fields: [
      number('journey_id', 'Journey profile id'),
      { name: 'region', label: 'Mode', kind: 'mode', required: true },
    ],
    method: 'POST',
    endpoint: 'changeTravelMode',
    notice: 'Change travel mode finished',
  },
  stap_journey_count: {
    fields: [number('stap_data_upload_id', 'Stap data upload id')],
    method: 'POST',
    endpoint: 'stapJourneyCount',
    notice: 'Finished',
  },
  integration_add_school_token: {
    fields: [
      text('provider_school_id', 'Provider school id'),
      schoolField,
      text('token', 'Token'),
      text('notes', 'Notes', false, true),
    ],
    method: 'POST',
    endpoint: 'integrationAddSchoolToken',
    notice: 'School token has been added',
  },
  integration_pending_schools: {
    fields: [],
    method: 'GET',
    endpoint: 'integrationPendingSchools',
    notice: 'Finished',
  },
};

export type ActionRequest = { method: 'POST' | 'GET'; path: string; body?: Record<string, unknown> };

/** The calls an action makes for a filled form: one, or one per school for a per-school action. */
export function actionRequests(action: FormActionKey, values: ActionValues): ActionRequest[] {
  const { fields, method, idInPath } = formActions[action];
  const path = formActionPath(action);
  const body = actionBody(fields, values);
  if (method === 'GET') return [{ method, path }];
  if (idInPath) {
    const ids = [body[idInPath] ?? []].flat();
    return ids.map((id) => ({ method, path: `${path}/${String(id)}`, body: {} }));
  }
  return [{ method, path, body }];
}

/** The notice after a success; change_school_and_year adds how many pupils moved (docs/product/actions.md). */
export function actionNotice(action: FormActionKey, studentsCount?: number): string {
  const { notice } = formActions[action];
  return action === 'change_school_and_year' && studentsCount !== undefined
    ? `${notice} (${studentsCount} ${studentsCount === 1 ? 'student' : 'students'})`
    : notice;
}
