/** Automation types, audiences, channels and their options (docs/product/automations.md). */
export const automationTypes = ['cron', 'manual', 'event', 'cron_event'] as const;
export type AutomationType = (typeof automationTypes)[number];

export const automationUserTypes = [
  'parents_staff',
  'per_school',
  'parents',
  'staff',
  'admin_contacts',
  'unregistered_wonde_users',
  'stap_data',
  'superadmin',
  'superadmin_grouped',
] as const;
export type AutomationUserType = (typeof automationUserTypes)[number];

export const contentTypes = ['email', 'notice', 'slack', 'sms', 'push_notifications', 'script'] as const;
export type ContentType = (typeof contentTypes)[number];

/** The launch modes of "when to launch". */
export const launchModes = ['daily', 'custom', 'specific', 'on_demand'] as const;
export type LaunchMode = (typeof launchModes)[number];

/** Send limits ("repeating"); daily_stats takes a trigger frequency 'every nth'. */
export const sendLimits = [
  'one_off',
  'once_week',
  'once_biweek',
  'once_month',
  'once_quarter',
  'once_year',
  'multiple_times',
  'daily_stats',
] as const;
export type SendLimit = (typeof sendLimits)[number];

/** From labels: the spec names two first-name labels without their keys (assumed, ADR 0065). */
export const fromLabels = ['homerun_team', 'school_info', 'admin_first_name', 'teacher_first_name'] as const;
export type FromLabel = (typeof fromLabels)[number];

/** Events per audience (docs/product/automations.md). */
const schoolEvents = ['SCHOOL_LAUNCHED', 'SCHOOL_SENT_INVITE_EMAILS', 'SCHOOL_NEW_TERM'] as const;
const userEvents = [
  'ACCOUNT_CREATED',
  'FIRST_MESSAGE',
  'FIRST_CHAT',
  'ACCOUNT_VERIFIED',
  'APP_LOGIN',
] as const;

/** Scripts per audience (docs/product/automations.md). */
const perSchoolScripts = [
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
] as const;
const stapDataScripts = ['stap_data_journeys_count'] as const;

/** The scripts offered for a user type (per_school and stap_data have lists of their own). */
export function scriptsFor(userType: AutomationUserType | ''): readonly string[] {
  if (userType === 'stap_data') return stapDataScripts;
  return perSchoolScripts;
}

/** The events offered for a user type: school events for per_school, user events otherwise. */
export function eventsFor(userType: AutomationUserType | ''): readonly string[] {
  return userType === 'per_school' ? schoolEvents : userEvents;
}

/** Rule comparisons, time units, date anchors and custom rules (docs/product/automations.md). */
export const comparisons = [
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
] as const;
export type Comparison = (typeof comparisons)[number];
export const timeUnits = ['weeks', 'minutes'] as const;
export const dateAnchors = ['now', 'today', 'this_week', 'this_month', 'this_quarter', 'this_year'] as const;
export const customRules = ['actions_log_check', 'new_user'] as const;

/** The status filter of the jobs list. */
export const jobStatuses = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'ERROR'] as const;
export const jobStatusFilters = ['ALL', ...jobStatuses] as const;

/** The list's type filter: All, cron, manual, event, script (script is a content type). */
export const automationListFilters = ['All', 'cron', 'manual', 'event', 'script'] as const;
export type AutomationListFilter = (typeof automationListFilters)[number];

/** Choice enumerations of rule values (docs/product/automations.md). */
export const ruleChoices = {
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
} as const;
export type RuleChoice = keyof typeof ruleChoices;
