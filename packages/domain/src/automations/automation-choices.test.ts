import { describe, expect, it } from 'vitest';
import {
  automationTypes,
  automationUserTypes,
  comparisons,
  contentTypes,
  customRules,
  dateAnchors,
  eventsFor,
  fromLabels,
  launchModes,
  ruleChoices,
  scriptsFor,
  sendLimits,
  timeUnits,
} from './automation-choices';
import { automationActive, automationSchema } from './automation';
import { catalogueOf, fieldCatalogues, ruleFieldsFor } from './field-catalogues';
import {
  dateOptionsSchema,
  launchTimeHours,
  launchTimes,
  scheduleDays,
  scheduleMonths,
  weekBuckets,
  weekdayLabels,
} from './launch-schedule';
import { customRuleSchema, ruleSchema } from './rules';

// Every expected list below is copied from the product's words (section 9 and the enumerations of section 3),
// not from the code: a value added, dropped or moved in the code fails here.

describe('the automation constants are the product’s', () => {
  // Rules: automations.form.offers-automation-types
  it('automation types: cron, manual, event, cron_event', () => {
    expect(automationTypes).toEqual(['cron', 'manual', 'event', 'cron_event']);
  });

  // Rules: automations.form.offers-user-types
  it('user types, in the product’s order', () => {
    expect(automationUserTypes).toEqual([
      'parents_staff',
      'per_school',
      'parents',
      'staff',
      'admin_contacts',
      'unregistered_wonde_users',
      'stap_data',
      'superadmin',
      'superadmin_grouped',
    ]);
  });

  // Rules: automations.form.offers-content-types
  it('content types: email, notice, slack, sms, push_notifications, script', () => {
    expect(contentTypes).toEqual(['email', 'notice', 'slack', 'sms', 'push_notifications', 'script']);
  });

  // Rules: automations.form.offers-launch-modes
  it('launch modes: daily, custom, specific, on_demand', () => {
    expect(launchModes).toEqual(['daily', 'custom', 'specific', 'on_demand']);
  });

  // Rules: automations.form.offers-send-limits
  it('send limits, daily_stats last', () => {
    expect(sendLimits).toEqual([
      'one_off',
      'once_week',
      'once_biweek',
      'once_month',
      'once_quarter',
      'once_year',
      'multiple_times',
      'daily_stats',
    ]);
  });

  // Rules: automations.form.offers-from-labels
  it('from labels: homerun_team, school_info and two first-name labels', () => {
    expect(fromLabels.slice(0, 2)).toEqual(['homerun_team', 'school_info']);
    expect(fromLabels.slice(2)).toHaveLength(2);
    for (const label of fromLabels.slice(2)) expect(label).toMatch(/first_name$/);
  });

  // Rules: automations.form.offers-months, automations.form.offers-weekdays, automations.form.offers-days
  it('months 1-12, weekdays 1-7 from Monday to Sunday, days 1-28 plus last', () => {
    expect(scheduleMonths).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(weekdayLabels.map((day) => day.slice(0, 3))).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(scheduleDays).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      10,
      11,
      12,
      13,
      14,
      15,
      16,
      17,
      18,
      19,
      20,
      21,
      22,
      23,
      24,
      25,
      26,
      27,
      28,
      'last',
    ]);
  });

  // Rules: automations.form.offers-week-buckets
  it('week buckets: all_weeks, first_week, second_week, third_week, last_week', () => {
    expect(weekBuckets).toEqual(['all_weeks', 'first_week', 'second_week', 'third_week', 'last_week']);
  });

  // Rules: automations.form.offers-times, automations.schedule.time-hours
  it('times launch at their hours; all_day from 6am to 9pm', () => {
    expect(launchTimes).toEqual([
      'after_midnight',
      'early_morning',
      'late_morning',
      'afternoon',
      'early_evening',
      'late_evening',
      'night',
      'all_day',
    ]);
    expect(launchTimeHours).toEqual({
      after_midnight: [0],
      early_morning: [5],
      late_morning: [10],
      afternoon: [12],
      early_evening: [17],
      late_evening: [19],
      night: [21],
      all_day: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21],
    });
  });

  // Rules: automations.form.offers-comparisons, automations.form.offers-time-units,
  // automations.form.offers-date-anchors, automations.form.offers-custom-rules
  it('rule comparisons, time units, date anchors and custom rules', () => {
    expect(comparisons).toEqual([
      '!=',
      '=',
      '<',
      '>',
      '>=',
      '<=',
      'in_array',
      'is_null',
      'is_not_null',
      'in',
    ]);
    expect(timeUnits).toEqual(['weeks', 'minutes']);
    expect(dateAnchors).toEqual(['now', 'today', 'this_week', 'this_month', 'this_quarter', 'this_year']);
    expect(customRules).toEqual(['actions_log_check', 'new_user']);
  });

  // Rules: automations.form.offers-events-per-school, automations.form.offers-events-user
  it('per-school events and user events', () => {
    expect(eventsFor('per_school')).toEqual([
      'SCHOOL_LAUNCHED',
      'SCHOOL_SENT_INVITE_EMAILS',
      'SCHOOL_NEW_TERM',
    ]);
    for (const userType of ['parents_staff', 'parents', 'staff'] as const)
      expect(eventsFor(userType)).toEqual([
        'ACCOUNT_CREATED',
        'FIRST_MESSAGE',
        'FIRST_CHAT',
        'ACCOUNT_VERIFIED',
        'APP_LOGIN',
      ]);
  });

  // Rules: automations.form.offers-scripts-per-school, automations.form.offers-scripts-stap-data
  it('per_school scripts and the stap_data script', () => {
    expect(scriptsFor('per_school')).toEqual([
      'school_new_term',
      'sync_wonde_school',
      'remove_user_schools',
      'remove_non_user_data',
      'remove_marked_users',
      'unverify_wonde_users',
      'check_for_missing_journeys',
      'invalidate_wonde_users',
      'co2_calculations',
      'update_wonde_users_status',
      'remove_wonde_unvalidated_user_schools',
      'move_up_year',
      'resend_login_emails',
      'service_emails',
      'hide_old_notices',
      'daily_queueing',
    ]);
    expect(scriptsFor('stap_data')).toEqual(['stap_data_journeys_count']);
  });

  // Rules: automations.form.offers-value-choices
  it('the value choices of rules, as the product’s table lists them', () => {
    expect(ruleChoices).toEqual({
      school_type: ['COUNCIL', 'INDEPENDENT'],
      registration_type: ['REGULAR', 'MIS'],
      role: ['PARENT', 'STAFF'],
      staff_type: ['SUPPORT_STAFF', 'TEACHING_STAFF'],
      salutation: ['Mr', 'Mrs', 'Ms', 'Miss'],
      term: ['current', 'autumn', 'spring'],
      fuel: ['PETROL', 'DIESEL', 'ELECTRIC', 'PETROL/ELECTRIC'],
      transport: ['CAR', 'CARPOOL', 'TAXI', 'WALKING', 'Public Bus', 'TRAIN', 'BICYCLING'],
      ml_transport: [
        'CAR',
        'CARPOOL',
        'TAXI',
        'WALKING',
        'Public Bus',
        'TRAIN',
        'BICYCLING',
        'PUBLIC_BUS',
        'SCHOOL_BUS',
      ],
      integration_status: ['NOT_LAUNCHED', 'SCHOOL_LAUNCHED', 'LAUNCHED_UL_SENT'],
      mis_user_status: ['ok', 'no children', 'left school'],
      survey_status: ['OK', 'IN_PROGRESS', 'PENDING', 'ERROR'],
      year_level: ['PRIMARY', 'SECONDARY', 'ALL_THROUGH'],
      survey_user_type: ['PARENT', 'STAFF', 'GUEST'],
    });
  });
});

describe('queryable field catalogues', () => {
  // Rules: automations.catalogues.one-per-audience
  it('one catalogue per audience: standard users, per school, admin contacts, unregistered MIS users, survey data, record ids, ML journeys', () => {
    expect(Object.keys(fieldCatalogues).sort()).toEqual(
      [
        'standard_users',
        'per_school',
        'admin_contacts',
        'unregistered_mis_users',
        'survey_data',
        'record_ids',
        'ml_journeys',
      ].sort(),
    );
    expect(catalogueOf('parents')).toBe('standard_users');
    expect(catalogueOf('per_school')).toBe('per_school');
    expect(catalogueOf('admin_contacts')).toBe('admin_contacts');
    expect(catalogueOf('unregistered_wonde_users')).toBe('unregistered_mis_users');
    expect(catalogueOf('stap_data')).toBe('survey_data');
    expect(catalogueOf('superadmin')).toBe('record_ids');
  });

  // Rules: automations.catalogues.cover
  it('cover organisations, users, roles, term archives, monthly summary and survey data', () => {
    const names = Object.values(fieldCatalogues).flatMap((fields) => fields.map((field) => field.name));
    for (const table of [
      'organizations.',
      'users.',
      'roles.',
      'term_archives.',
      'monthly_summary.',
      'stap_data.',
    ])
      expect(names.some((name) => name.startsWith(table))).toBe(true);
    const termArchives = names.filter((name) => name.startsWith('term_archives.'));
    for (const part of ['transport_type', 'journey_time', 'distance', 'fuel_type'])
      expect(termArchives.some((name) => name.includes(part))).toBe(true);
    const monthly = names.filter((name) => name.startsWith('monthly_summary.'));
    for (const part of [
      'users',
      'journeys',
      'walking_journeys',
      'co2_per_user',
      'ev_percentage',
      'carpool_percentage',
      'logged_in',
    ])
      expect(monthly).toContain(`monthly_summary.${part}`);
  });

  // Rules: automations.catalogues.by-user-type
  it('a rule offers the fields of its user type’s catalogue', () => {
    expect(ruleFieldsFor('cron', 'per_school').map((field) => field.name)).toEqual(
      fieldCatalogues.per_school.map((field) => field.name),
    );
    expect(ruleFieldsFor('cron', 'stap_data').map((field) => field.name)).toEqual(
      fieldCatalogues.survey_data.map((field) => field.name),
    );
  });
});

describe('the automation entity', () => {
  const stored = {
    id: 7,
    name: 'Weekly walkers',
    automation_tags: 'walking,weekly',
    content_type: 'email',
    content_template_id: 200,
    user_type: 'parents',
    description: 'Tips for walking families',
    automation_type: 'cron',
    from_label: 'homerun_team',
    template: '',
    repeating: 'once_week',
    when_to_launch: 'custom',
    expire: '2026-12-31',
    script_name: null,
    organization_ids: '12,14',
    rules:
      '[{"field":"users.created_at","comparison":"<=","value":"2","time_unit":"weeks","event_value":"today"}]',
    custom_rules: [{ custom_selection: 'new_user', value: 1 }],
    selection_type: 'BLACKLIST',
    date_options:
      '{"months":[9],"weeks":["all_weeks"],"weekdays":[1],"days":[],"time":"late_morning","dates":[]}',
    extra_options: '{"repeating_field":null,"frequency":null}',
    status: 'OK',
    created_at: '2026-05-01 09:00:00',
    updated_at: '2026-05-02 09:00:00',
  };

  // Rules: automations.entity.automation-fields
  it('an automation carries the product’s fields; rules, date and extra options arrive as JSON', () => {
    const automation = automationSchema.parse(stored);
    expect(automation).toMatchObject({
      automation_tags: 'walking,weekly',
      organization_ids: '12,14',
      selection_type: 'BLACKLIST',
      rules: [
        { field: 'users.created_at', comparison: '<=', value: '2', time_unit: 'weeks', event_value: 'today' },
      ],
      custom_rules: [{ custom_selection: 'new_user', value: 1 }],
      date_options: {
        months: [9],
        weeks: ['all_weeks'],
        weekdays: [1],
        days: [],
        time: 'late_morning',
        dates: [],
      },
      extra_options: { repeating_field: null, frequency: null },
    });
    expect(automationSchema.safeParse({ ...stored, selection_type: 'GREYLIST' }).success).toBe(false);
  });

  // Rules: automations.entity.status-ok-active
  it("status 'OK' means active", () => {
    expect(automationActive({ status: 'OK' })).toBe(true);
    expect(automationActive({ status: 'DISABLED' })).toBe(false);
    expect(automationActive({ status: null })).toBe(false);
  });

  // Rules: automations.entity.rule-fields
  it('a rule is field, comparison, value, time unit and event value; a custom rule is custom_selection and value', () => {
    expect(Object.keys(ruleSchema.shape)).toEqual([
      'field',
      'comparison',
      'value',
      'time_unit',
      'event_value',
    ]);
    expect(Object.keys(customRuleSchema.shape)).toEqual(['custom_selection', 'value']);
    expect(Object.keys(dateOptionsSchema.shape)).toEqual([
      'months',
      'weeks',
      'weekdays',
      'days',
      'time',
      'dates',
    ]);
  });
});
