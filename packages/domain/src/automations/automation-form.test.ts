import { describe, expect, it } from 'vitest';
import {
  canSaveAutomation,
  contentTypesFor,
  fromLabelEditable,
  fromLabelsFor,
  launchScheduled,
  noticeTemplateTypesFor,
  sendNotificationAvailable,
  sendTestOffered,
  userTypeDisabled,
} from './automation-availability';
import { automationNotices, automationSchema, previewRowsAsText, titledNotice } from './automation';
import type { AutomationFormValues } from './automation-form';
import {
  automationBodyOf,
  automationFormMessages as m,
  automationFormSchema,
  automationFormValuesOf,
  automationTestSchema,
  emptyAutomationForm,
  withContentType,
  withUserType,
} from './automation-form';
import { emptyDateOptions } from './launch-schedule';

const issues = (values: AutomationFormValues) => {
  const result = automationFormSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};
const valid: AutomationFormValues = {
  ...emptyAutomationForm,
  name: 'Welcome parents',
  user_type: 'parents_staff',
  automation_type: 'manual',
  content_type: 'email',
  content_template_id: '4',
  repeating: 'one_off',
};

describe('automation form', () => {
  it('accepts a complete manual automation', () => {
    expect(issues(valid)).toEqual([]);
  });

  // Rules: automations.form.name-required, automations.form.user-type-required, automations.form.automation-type-required,
  // automations.form.content-type-required
  it('names every missing choice with the spec messages', () => {
    expect(issues(emptyAutomationForm)).toEqual([
      'name: Please input Automation name',
      'user_type: Please select User type',
      'automation_type: Please select Automation type',
      'content_type: Please select Content type',
    ]);
  });

  // Rules: automations.schedule.every-nth-limits
  it("takes 'every nth' of daily_stats as a whole number from 1 to 365", () => {
    const daily = { ...valid, repeating: 'daily_stats' as const };
    for (const frequency of [1, 4, 365]) expect(issues({ ...daily, frequency })).toEqual([]);
    for (const frequency of [-3, 0, 2.5, 366, null])
      expect(issues({ ...daily, frequency })).toEqual([`frequency: ${m.frequency}`]);
    expect(m.frequency).toBe('Every nth must be a whole number from 1 to 365');
    // Another send limit has no 'every nth'.
    expect(issues({ ...valid, frequency: -3 })).toEqual([]);
  });

  it('takes names of 3 to 80 characters and texts of at most 300', () => {
    expect(issues({ ...valid, name: 'ab' })).toEqual([`name: ${m.nameLength}`]);
    expect(issues({ ...valid, name: 'a'.repeat(81) })).toEqual(['name: Length should be 3 to 80']);
    expect(
      issues({ ...valid, name: 'a'.repeat(80), description: 'd'.repeat(300), template: 't'.repeat(300) }),
    ).toEqual([]);
    expect(issues({ ...valid, description: 'd'.repeat(301), template: 't'.repeat(301) })).toEqual([
      `description: ${m.descriptionLength}`,
      `template: ${m.templateLength}`,
    ]);
  });

  // Rules: automations.form.template-required
  it('asks for a template for email and notice, and a script for scripts', () => {
    expect(issues({ ...valid, content_template_id: '' })).toEqual([
      'content_template_id: Please select a template',
    ]);
    expect(issues({ ...valid, content_type: 'script', content_template_id: '' })).toEqual([
      `script_name: ${m.script}`,
    ]);
    expect(issues({ ...valid, content_type: 'sms', content_template_id: '' })).toEqual([]);
    expect(issues({ ...valid, name: '', content_template_id: '' })).toEqual([
      'name: Please input Automation name',
      'content_template_id: Please select a template',
    ]);
  });

  // Rules: automations.form.schedule-cron-only, automations.form.schedule-empty, automations.form.schedule-months,
  // automations.form.schedule-weeks-or-days, automations.form.schedule-time
  it('checks the schedule of cron and cron_event automations only', () => {
    expect(issues({ ...valid, automation_type: 'cron' })).toEqual(['when_to_launch: Selection required']);
    expect(issues({ ...valid, automation_type: 'cron_event', when_to_launch: 'custom' })).toEqual([
      'date_options.months: Months selection required',
      'date_options.weeks: Weeks or days required',
      'date_options.time: Time selection required',
    ]);
    expect(issues({ ...valid, automation_type: 'event', when_to_launch: '' })).toEqual([]);
  });
});

describe('form dependencies', () => {
  // Rules: automations.states.user-type-clears-content
  it('clears the content type when the user type changes', () => {
    expect(
      withUserType({ ...valid, rules: [{ field: 'users.id', comparison: '=', value: '3' }] }, 'per_school'),
    ).toMatchObject({
      user_type: 'per_school',
      content_type: '',
      content_template_id: '',
      rules: [{ field: 'users.id' }],
    });
  });

  // Rules: automations.states.admin-contacts
  it('clears rules and the content type for admin contacts: a notice does not become an email', () => {
    const notice = {
      ...valid,
      content_type: 'notice' as const,
      rules: [{ field: 'users.id', comparison: '=' as const, value: '3' }],
    };
    expect(withUserType(notice, 'admin_contacts')).toMatchObject({
      user_type: 'admin_contacts',
      content_type: '',
      rules: [],
    });
    expect(withUserType({ ...notice, content_type: 'sms' }, 'admin_contacts')).toMatchObject({
      content_type: '',
    });
  });

  it('clears the template when the content type changes; only a notice keeps its from label', () => {
    const notice = { ...valid, content_type: 'notice' as const, from_label: 'school_info' };
    expect(withContentType(notice, 'notice')).toMatchObject({
      content_template_id: '',
      from_label: 'school_info',
    });
    expect(withContentType(notice, 'sms')).toMatchObject({
      content_type: 'sms',
      content_template_id: '',
      from_label: 'homerun_team',
    });
  });

  it('keeps a name as typed and checks it without its outer spaces', () => {
    const result = automationFormSchema.safeParse({ ...valid, name: '  ab  ' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([m.nameLength]);
    expect(automationFormSchema.parse({ ...valid, name: ' Walkers ' }).name).toBe(' Walkers ');
  });

  it('takes only the choices a select offers', () => {
    expect(issues({ ...valid, repeating: 'hourly' as never })).toHaveLength(1);
    expect(issues({ ...valid, user_type: 'teachers' as never })).toHaveLength(1);
  });
});

describe('availability', () => {
  // Rules: automations.form.content-email, automations.form.content-notice-sms-push, automations.form.content-script
  it('offers content types per user type', () => {
    expect(contentTypesFor('parents_staff')).toEqual([
      'email',
      'notice',
      'slack',
      'sms',
      'push_notifications',
      'script',
    ]);
    expect(contentTypesFor('parents')).toEqual(['email', 'notice', 'slack', 'sms', 'push_notifications']);
    expect(contentTypesFor('unregistered_wonde_users')).toEqual(['email', 'slack', 'script']);
    expect(contentTypesFor('stap_data')).toEqual(['slack', 'script']);
    expect(contentTypesFor('superadmin_grouped')).toEqual(['slack']);
    expect(contentTypesFor('admin_contacts')).toEqual(['slack']);
    expect(contentTypesFor('')).toEqual([]);
  });

  // Rules: automations.form.send-notification-notice-only, automations.form.from-label-notice-only,
  // automations.form.school-info-per-school-only
  it('keeps send-notification and the from label to notices, and school_info to per_school', () => {
    expect([sendNotificationAvailable('notice'), sendNotificationAvailable('email')]).toEqual([true, false]);
    expect([fromLabelEditable('notice'), fromLabelEditable('sms')]).toEqual([true, false]);
    expect(fromLabelsFor('per_school')).toContain('school_info');
    expect(fromLabelsFor('parents')).not.toContain('school_info');
  });

  // Rules: automations.form.launch-mode-cron-only, automations.form.superadmin-disabled
  it('schedules only cron and cron_event, and disables the superadmin user type', () => {
    expect(['cron', 'cron_event', 'event', 'manual'].map((type) => launchScheduled(type as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([userTypeDisabled('superadmin'), userTypeDisabled('superadmin_grouped')]).toEqual([true, false]);
  });

  // Rules: automations.form.save-needs
  it('enables Save once automation type, user type, content type and repeating are set', () => {
    expect(canSaveAutomation(valid)).toBe(true);
    expect(canSaveAutomation({ ...valid, repeating: '' })).toBe(false);
    expect(canSaveAutomation({ ...valid, content_type: '' })).toBe(false);
  });

  // Rules: automations.form.test-recipient-max-30, automations.form.send-test-not-for-scripts
  it('sends a test to a recipient of at most 30 characters, never for scripts', () => {
    expect(sendTestOffered('script')).toBe(false);
    expect(sendTestOffered('email')).toBe(true);
    expect(automationTestSchema.safeParse({ recipient: 'a'.repeat(30) }).success).toBe(true);
    expect(automationTestSchema.safeParse({ recipient: 'a'.repeat(31) }).error?.issues[0]?.message).toBe(
      'At most 30 characters',
    );
  });

  // Rules: automations.form.notice-templates-by-audience
  it('offers notice templates by audience', () => {
    expect([noticeTemplateTypesFor('per_school'), noticeTemplateTypesFor('parents')]).toEqual([
      [1, 2],
      [1, 3],
    ]);
  });
});

describe('save body', () => {
  it('sends date_options and extra_options as JSON strings for cron types', () => {
    const options = { ...emptyDateOptions, months: [9], days: ['last' as const], time: 'night' as const };
    const body = automationBodyOf({
      ...valid,
      automation_type: 'cron',
      when_to_launch: 'custom',
      date_options: options,
      repeating: 'daily_stats',
      frequency: 3,
      automation_tags: ['a', 'b'],
      organization_ids: [4, 9],
    });
    expect(body).toMatchObject({
      automation_tags: 'a,b',
      organization_ids: '4,9',
      content_template_id: 4,
      when_to_launch: 'custom',
      date_options: JSON.stringify(options),
      extra_options: JSON.stringify({ repeating_field: null, frequency: 3 }),
    });
    expect(automationBodyOf(valid)).toMatchObject({
      date_options: null,
      extra_options: { repeating_field: null, frequency: null },
      when_to_launch: null,
    });
  });

  // A manual or event automation keeps its send limit's 'every nth': the save sends it, a reopen shows it.
  // Rules: automations.schedule.every-nth-kept
  it("keeps 'every nth' for manual and event automations", () => {
    for (const automation_type of ['manual', 'event'] as const) {
      const body = automationBodyOf({ ...valid, automation_type, repeating: 'daily_stats', frequency: 4 });
      expect(body.extra_options).toEqual({ repeating_field: null, frequency: 4 });
      const saved = automationSchema.parse({ ...body, id: 9, status: 'OK' });
      expect(automationFormValuesOf(saved)).toMatchObject({ repeating: 'daily_stats', frequency: 4 });
    }
  });

  it('round-trips a saved automation whose JSON columns arrive as text', () => {
    const options = {
      ...emptyDateOptions,
      months: [1],
      weeks: ['all_weeks' as const],
      weekdays: [1],
      time: 'late_morning' as const,
    };
    const saved = automationSchema.parse({
      id: 7,
      name: 'Weekly',
      user_type: 'parents',
      automation_type: 'cron',
      content_type: 'email',
      content_template_id: 4,
      repeating: 'once_week',
      when_to_launch: 'custom',
      automation_tags: 'x, y',
      organization_ids: '3,5',
      rules: '[{"field":"users.id","comparison":"=","value":"2"}]',
      date_options: JSON.stringify(options),
      extra_options: '{"frequency":null}',
    });
    expect(automationFormValuesOf(saved)).toMatchObject({
      id: 7,
      automation_tags: ['x', 'y'],
      organization_ids: [3, 5],
      rules: [{ field: 'users.id', value: '2' }],
      date_options: options,
      content_template_id: '4',
    });
  });
});

describe('preview copy', () => {
  it('copies rows as tab-separated text under their field names', () => {
    expect(
      previewRowsAsText([
        { 'users.id': 1, 'users.email': 'a@b.test' },
        { 'users.id': 2, 'users.email': null },
      ]),
    ).toBe('users.id\tusers.email\n1\ta@b.test\n2\t');
  });
});

describe('notices', () => {
  // Rules: automations.messages.saved, automations.messages.launched
  it('keeps the save and launch notices as docs/product/automations.md writes them and splits each into title and text', () => {
    expect(automationNotices.saved).toBe('Saved / Good things just happened!');
    expect(titledNotice(automationNotices.saved)).toEqual({
      title: 'Saved',
      message: 'Good things just happened!',
    });
    expect(titledNotice(automationNotices.launched)).toEqual({
      title: 'Saved',
      message: "You've triggered automation",
    });
  });
});
