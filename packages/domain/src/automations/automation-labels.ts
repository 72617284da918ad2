import type {
  AutomationType,
  AutomationUserType,
  ContentType,
  FromLabel,
  LaunchMode,
  SendLimit,
} from './automation-choices';

/** How the console names the automation choices. */
export const automationTypeLabels: Record<AutomationType, string> = {
  cron: 'Cron',
  manual: 'Manual',
  event: 'Event',
  cron_event: 'Cron event',
};

export const userTypeLabels: Record<AutomationUserType, string> = {
  parents_staff: 'Parents and staff',
  per_school: 'Per school',
  parents: 'Parents',
  staff: 'Staff',
  admin_contacts: 'Admin contacts',
  unregistered_wonde_users: 'Unregistered MIS users',
  stap_data: 'Survey data',
  superadmin: 'Superadmin (event/row)',
  superadmin_grouped: 'Superadmin grouped',
};

export const contentTypeLabels: Record<ContentType, string> = {
  email: 'Email',
  notice: 'Notice',
  slack: 'Slack',
  sms: 'SMS',
  push_notifications: 'Push notification',
  script: 'Script',
};

export const launchModeLabels: Record<LaunchMode, string> = {
  daily: 'Daily',
  custom: 'Custom',
  specific: 'Specific dates',
  on_demand: 'On demand',
};

export const sendLimitLabels: Record<SendLimit, string> = {
  one_off: 'One off',
  once_week: 'Once a week',
  once_biweek: 'Once every two weeks',
  once_month: 'Once a month',
  once_quarter: 'Once a quarter',
  once_year: 'Once a year',
  multiple_times: 'Multiple times',
  daily_stats: 'Daily stats',
};

export const fromLabelLabels: Record<FromLabel, string> = {
  homerun_team: 'Homerun team',
  school_info: 'School info',
  admin_first_name: "Admin's first name",
  teacher_first_name: "Teacher's first name",
};

/** A user type the server sent, by its label; one the console does not know, as it came. */
export const userTypeLabel = (value: string | null | undefined): string =>
  (value && (userTypeLabels as Record<string, string>)[value]) ?? value ?? '';

/**
 * The question a manual launch asks first: its reach where a preview counted it ('Send to 1,362 parents?'),
 * else its audience ('Send to every recipient of Parents?') (chosen: the product launches on one click).
 */
export function launchQuestion(userType: AutomationUserType | '', total: number | null): string {
  const audience = userType === '' ? 'recipients' : userTypeLabels[userType].toLowerCase();
  return total === null
    ? `Send to every recipient (${audience})?`
    : `Send to ${total.toLocaleString('en-GB')} ${audience}?`;
}
