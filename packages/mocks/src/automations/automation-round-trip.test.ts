import * as api from '@stride/api';
import type { AutomationFormValues } from '@stride/domain';
import {
  automationBodyOf,
  automationFormSchema,
  automationFormValuesOf,
  emptyAutomationForm,
  emptyDateOptions,
} from '@stride/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoDb } from '../data/demo-db';
import { signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();
beforeEach(() => {
  resetDemoDb();
});

/** Automations that between them fill every field of the editor with a value other than its default. */
const automations: Record<string, AutomationFormValues> = {
  'a per-school notice on a custom schedule': {
    ...emptyAutomationForm,
    name: 'Launch week notice',
    automation_tags: ['launch', 'schools'],
    user_type: 'per_school',
    automation_type: 'cron',
    content_type: 'notice',
    content_template_id: '1',
    description: 'Tells a school its launch week has begun',
    from_label: 'school_info',
    organization_ids: [12, 14],
    selection_type: 'BLACKLIST',
    rules: [
      {
        field: 'organizations.school_type',
        comparison: '=',
        value: 'COUNCIL',
        time_unit: null,
        event_value: null,
      },
      {
        field: 'organizations.launched_at',
        comparison: '<=',
        value: '2',
        time_unit: 'weeks',
        event_value: 'this_month',
      },
    ],
    custom_rules: [{ custom_selection: 'actions_log_check', value: '3' }],
    when_to_launch: 'custom',
    date_options: {
      ...emptyDateOptions,
      months: [9, 10],
      weeks: ['first_week', 'third_week'],
      weekdays: [1, 5],
      time: 'early_morning',
    },
    repeating: 'once_quarter',
    expire: '2027-07-31',
    send_notification: true,
  },
  'a manual sms with its text and daily stats every 4th': {
    ...emptyAutomationForm,
    name: 'Cycling day reminder',
    user_type: 'parents_staff',
    automation_type: 'manual',
    content_type: 'sms',
    template: 'Cycling day tomorrow: bring your helmet!',
    rules: [
      {
        field: 'roles.role',
        comparison: 'in',
        value: ['PARENT', 'STAFF'],
        time_unit: null,
        event_value: null,
      },
    ],
    repeating: 'daily_stats',
    frequency: 4,
  },
  'a cron_event email on specific dates after an event': {
    ...emptyAutomationForm,
    name: 'Verified welcome',
    user_type: 'parents',
    automation_type: 'cron_event',
    content_type: 'email',
    content_template_id: '200',
    rules: [
      { field: 'event', comparison: '=', value: 'ACCOUNT_VERIFIED', time_unit: null, event_value: null },
    ],
    custom_rules: [{ custom_selection: 'new_user', value: '1' }],
    when_to_launch: 'specific',
    date_options: { ...emptyDateOptions, dates: ['2026-09-07', '2026-10-05'], time: 'all_day' },
    repeating: 'one_off',
  },
  'a survey-data script launched daily': {
    ...emptyAutomationForm,
    name: 'Survey journeys count',
    user_type: 'stap_data',
    automation_type: 'cron',
    content_type: 'script',
    script_name: 'stap_data_journeys_count',
    when_to_launch: 'daily',
    date_options: { ...emptyDateOptions, time: 'after_midnight' },
    repeating: 'multiple_times',
  },
  'a custom schedule on days, the last one too': {
    ...emptyAutomationForm,
    name: 'Month end stats',
    user_type: 'superadmin_grouped',
    automation_type: 'cron',
    content_type: 'slack',
    template: '{school_name}: {count} journeys on {date}',
    when_to_launch: 'custom',
    date_options: {
      ...emptyDateOptions,
      months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      days: [1, 15, 'last'],
      time: 'late_evening',
    },
    repeating: 'once_month',
  },
};

// Rules: automations.form.round-trip
describe('a saved automation reopens with every field as saved', () => {
  it.each(Object.entries(automations))('%s', async (_, values) => {
    expect(automationFormSchema.safeParse(values).success).toBe(true);
    const client = await signedInClient('super@demo.test');
    const { id } = await api.saveAutomation(client, automationBodyOf(values));
    const { automation } = await api.getAutomation(client, id);
    expect(automationFormValuesOf(automation)).toEqual({ ...values, id });
  });
});
