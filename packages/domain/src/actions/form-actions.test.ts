import { describe, expect, it } from 'vitest';
import { actionKeys, actionPath, actionTitles, isActionKey } from './action-catalogue';
import {
  actionBody,
  actionFormSchema,
  actionYearOptions,
  emptyActionValues,
  type ActionField,
  type ActionValues,
} from './action-fields';
import { actionNotice, actionRequests, formActionKeys, formActions, isFormActionKey } from './form-actions';

describe('the action catalogue', () => {
  // Rules: actions.list.titles, actions.list.untitled, actions.list.action-route
  it('lists the 19 actions of docs/product/actions.md with the titles the spec gives', () => {
    expect(actionKeys).toHaveLength(19);
    expect(actionTitles.user_info).toBe('User Info');
    expect(actionTitles.send_notifications).toBe('Send Mobile Notifications');
    expect(actionTitles.csv_snapshot).toBe('CSV Snapshot');
    expect(actionPath('new_term')).toBe('/members/actions/new_term');
    expect(isActionKey('verify_notices')).toBe(true);
    expect(isActionKey('launch_rockets')).toBe(false);
  });
  // Rules: actions.messages.service-emails, actions.messages.parents-without-schools
  it('gives every form action a place in the catalogue and a notice', () => {
    expect(formActionKeys).toHaveLength(15);
    for (const key of formActionKeys) expect(actionKeys).toContain(key);
    expect(isFormActionKey('user_info')).toBe(false);
    expect(formActions.send_service_emails.notice).toBe('Service emails sent');
    expect(formActions.remove_non_user_data.notice).toBe('Removed parents without schools');
  });
  // Rules: actions.change-school-and-year.fields, actions.change-travel-mode.fields, actions.integration-token.fields, actions.remove-non-user-data.all-schools
  it('takes the inputs the spec names', () => {
    const names = (key: keyof typeof formActions) => formActions[key].fields.map((field) => field.name);
    expect(names('change_school_and_year')).toEqual([
      'school_id',
      'current_year',
      'new_school_id',
      'new_year',
      'ignoreRecent',
      'removeSimulation',
    ]);
    expect(names('change_travel_mode')).toEqual(['journey_id', 'region']);
    expect(names('integration_add_school_token')).toEqual([
      'provider_school_id',
      'school_id',
      'token',
      'notes',
    ]);
    expect(names('remove_non_user_data')).toEqual([]);
    expect(actionYearOptions.map((year) => year.level)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

/** The message of each invalid field, as the form shows them. */
const actionErrors = (fields: readonly ActionField[], values: ActionValues) =>
  Object.fromEntries(
    (actionFormSchema(fields).safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path[0],
      issue.message,
    ]),
  );

describe('action forms', () => {
  const fields = formActions.change_school_and_year.fields;
  it('start blank with the switches off', () => {
    expect(emptyActionValues(fields)).toEqual({
      school_id: '',
      current_year: '',
      new_school_id: '',
      new_year: '',
      ignoreRecent: false,
      removeSimulation: false,
    });
    expect(emptyActionValues(formActions.send_login_emails.fields)).toEqual({ school_ids: [] });
  });
  it('ask for every required field and a whole number for ids; notes may stay empty', () => {
    expect(actionErrors(fields, emptyActionValues(fields))).toEqual({
      school_id: 'This field is required',
      current_year: 'This field is required',
      new_school_id: 'This field is required',
      new_year: 'This field is required',
    });
    expect(actionErrors(formActions.send_notifications.fields, { notice_id: '12a' })).toEqual({
      notice_id: 'Enter a whole number',
    });
    expect(actionErrors(formActions.send_notifications.fields, { notice_id: ' 12 ' })).toEqual({});
    expect(actionErrors(formActions.send_login_emails.fields, { school_ids: [] })).toEqual({
      school_ids: 'This field is required',
    });
    const token = formActions.integration_add_school_token.fields;
    expect(actionErrors(token, { provider_school_id: 'P1', school_id: '3', token: 't', notes: '' })).toEqual(
      {},
    );
  });
  // Rules: actions.calls.change-school-and-year, actions.calls.change-travel-mode
  it('send ids and years as numbers, switches as booleans, text trimmed', () => {
    expect(
      actionBody(fields, {
        school_id: '3',
        current_year: '-1',
        new_school_id: '4',
        new_year: '0',
        ignoreRecent: true,
        removeSimulation: false,
      }),
    ).toEqual({
      school_id: 3,
      current_year: -1,
      new_school_id: 4,
      new_year: 0,
      ignoreRecent: true,
      removeSimulation: false,
    });
    expect(actionBody(formActions.change_travel_mode.fields, { journey_id: ' 17 ', region: 'TAXI' })).toEqual(
      { journey_id: 17, region: 'TAXI' },
    );
  });
});

describe('action calls', () => {
  // Rules: actions.calls.send-notifications, actions.calls.school-actions, actions.calls.integrations
  it('go under api/admin/actions/, one per school for remove_user_schools, the notice id in the path for send_notifications', () => {
    expect(actionRequests('new_term', { school_id: '5' })).toEqual([
      { method: 'POST', path: 'api/admin/actions/schoolNewTerm', body: { school_id: 5 } },
    ]);
    expect(
      actionRequests('remove_user_schools', { school_ids: [5, 8] }).map((request) => request.path),
    ).toEqual(['api/admin/actions/removeUsersSchools/5', 'api/admin/actions/removeUsersSchools/8']);
    expect(actionRequests('send_notifications', { notice_id: ' 12 ' })).toEqual([
      { method: 'POST', path: 'api/admin/notification/sendNotificationsOnly/12', body: {} },
    ]);
    expect(actionRequests('integration_pending_schools', {})).toEqual([
      { method: 'GET', path: 'api/admin/actions/integrationPendingSchools' },
    ]);
  });
  // Rules: actions.messages.change-school-and-year, actions.messages.removed-or-disabled
  it('name the pupils moved in the change_school_and_year notice', () => {
    expect(actionNotice('change_school_and_year', 12)).toBe('Change School and year finished (12 students)');
    expect(actionNotice('change_school_and_year', 1)).toBe('Change School and year finished (1 student)');
    expect(actionNotice('disable_school')).toBe('School has been disabled');
  });
});
