import type { AutomationType, ContentType, AutomationUserType } from './automation-choices';
import { contentTypes, fromLabels } from './automation-choices';

const noEmail: readonly AutomationUserType[] = [
  'admin_contacts',
  'superadmin',
  'superadmin_grouped',
  'stap_data',
];
const noNotice: readonly AutomationUserType[] = [...noEmail, 'unregistered_wonde_users'];
const scriptAudiences: readonly AutomationUserType[] = [
  'per_school',
  'parents_staff',
  'stap_data',
  'unregistered_wonde_users',
];

/** Whether a content type is offered for a user type (docs/product/automations.md): admin contacts get no email (ADR 0066). */
function contentTypeAvailable(contentType: ContentType, userType: AutomationUserType | ''): boolean {
  if (userType === '') return false;
  switch (contentType) {
    case 'email':
      return !noEmail.includes(userType);
    case 'notice':
    case 'sms':
    case 'push_notifications':
      return !noNotice.includes(userType);
    case 'script':
      return scriptAudiences.includes(userType);
    case 'slack':
      return true;
  }
}

export const contentTypesFor = (userType: AutomationUserType | '') =>
  contentTypes.filter((type) => contentTypeAvailable(type, userType));

/** The superadmin (event/row) user type is shown but disabled (docs/product/automations.md). */
export const userTypeDisabled = (userType: AutomationUserType) => userType === 'superadmin';

/** The send-notification option is only for notice content. */
export const sendNotificationAvailable = (contentType: ContentType | '') => contentType === 'notice';

/** The from label is editable only for notice content. */
export const fromLabelEditable = (contentType: ContentType | '') => contentType === 'notice';

/** school_info is a from label only for per_school. */
export const fromLabelsFor = (userType: AutomationUserType | '') =>
  fromLabels.filter((label) => label !== 'school_info' || userType === 'per_school');

/** The launch date mode ("when to launch") is editable only for cron and cron_event. */
export const launchScheduled = (automationType: AutomationType | '') =>
  automationType === 'cron' || automationType === 'cron_event';

/**
 * Save needs automation type, user type, content type and repeating (docs/product/automations.md); a content
 * type the user type is not offered is not set.
 */
export const canSaveAutomation = (values: {
  automation_type: string;
  user_type: AutomationUserType | '';
  content_type: ContentType | '';
  repeating: string;
}) =>
  values.automation_type !== '' &&
  values.user_type !== '' &&
  values.content_type !== '' &&
  contentTypesFor(values.user_type).includes(values.content_type) &&
  values.repeating !== '';

/** Preview buttons need a user type and a content type. */
export const canPreview = (values: { user_type: string; content_type: string }) =>
  values.user_type !== '' && values.content_type !== '';

/** The test recipient's limit (docs/product/automations.md). */
export const testRecipientMaxLength = 30;

/** Send Test needs a recipient of at most 30 characters plus user and content type; never for scripts. */
export const sendTestOffered = (contentType: ContentType | '') => contentType !== 'script';

/** Notice template types offered: per_school 1 (static) or 2 (school level); others 1 or 3 (user level) (docs/product/automations.md). */
export const noticeTemplateTypesFor = (userType: AutomationUserType | '') =>
  userType === 'per_school' ? [1, 2] : [1, 3];

/** The email template audience of a user type (email templates are filtered by user type). */
export function emailTemplateAudienceOf(
  userType: AutomationUserType | '',
): 'parents_staff' | 'admin_contacts' | 'unregistered_wonde_users' | 'other' {
  if (userType === 'parents_staff' || userType === 'parents' || userType === 'staff') return 'parents_staff';
  if (userType === 'admin_contacts' || userType === 'unregistered_wonde_users') return userType;
  return 'other';
}

/**
 * The placeholders a Slack message of the daily_stats send limit may use: school name, count and date
 * (docs/product/automations.md; their spelling is assumed).
 */
const slackDailyStatsPlaceholders = ['{school_name}', '{count}', '{date}'] as const;

/** The hint under Template text: its limit, and for a Slack daily_stats message its placeholders. */
export function templateTextHint(contentType: ContentType | '', repeating: string, limit: number): string {
  const hint = `At most ${limit} characters`;
  return contentType === 'slack' && repeating === 'daily_stats'
    ? `${hint}. Placeholders: ${slackDailyStatsPlaceholders.join(', ')}`
    : hint;
}
