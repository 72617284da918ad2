import type { AutomationType, AutomationUserType, ContentType, DateOptions, LaunchMode, Rule, SendLimit } from '@stride/domain';
import { emptyDateOptions } from '@stride/domain';

/** One hand-written demo automation; ids, dates, templates and organisations are added when seeding. */
export type AutomationIdea = {
  name: string;
  type: AutomationType;
  users: AutomationUserType;
  content: ContentType;
  repeating: SendLimit;
  description: string;
  tags: string;
  rules?: Rule[];
  launch?: LaunchMode;
  options?: DateOptions;
  script?: string;
  template?: string;
  active?: boolean;
};

const schoolYear = [9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7];
const everyMonth = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const weeksBefore = (field: string, value: number): Rule => ({ field, comparison: '<=', value: String(value), time_unit: 'weeks', event_value: 'today' });
const equals = (field: string, value: string): Rule => ({ field, comparison: '=', value });
const event = (name: string): Rule => ({ field: 'event', comparison: '=', value: name });
const options = (extra: Partial<DateOptions>): DateOptions => ({ ...emptyDateOptions, ...extra });

/** Dozens of automations of every type, user type and content type, as a platform team would run them. */
export const automationIdeas: AutomationIdea[] = [
  { name: 'Weekly travel tips for parents', type: 'cron', users: 'parents', content: 'email', repeating: 'once_week', description: 'Monday morning tips on walking and cycling to school.', tags: 'engagement,parents', rules: [equals('roles.role', 'PARENT')], launch: 'custom', options: options({ months: schoolYear, weeks: ['all_weeks'], weekdays: [1], time: 'late_morning' }) },
  { name: 'Unverified account reminder', type: 'cron', users: 'parents_staff', content: 'email', repeating: 'once_month', description: 'Reminds people who have not verified their e-mail.', tags: 'onboarding', rules: [{ field: 'users.verified_at', comparison: 'is_null' }, weeksBefore('users.created_at', 2)], launch: 'custom', options: options({ months: everyMonth, days: [1, 15], time: 'early_evening' }) },
  { name: 'Monthly school summary', type: 'cron', users: 'per_school', content: 'email', repeating: 'once_month', description: 'Journeys, CO2 and sign-ups of last month for each school.', tags: 'reports,schools', launch: 'custom', options: options({ months: schoolYear, days: ['last'], time: 'early_morning' }) },
  { name: 'Daily Slack stats', type: 'cron', users: 'superadmin_grouped', content: 'slack', repeating: 'daily_stats', description: 'Sign-ups per school posted to the team channel.', tags: 'internal,slack', launch: 'daily', options: options({ time: 'late_evening' }), template: '{school_name}: {count} new sign-ups on {date}' },
  { name: 'Walk to School Week notice', type: 'cron', users: 'parents', content: 'notice', repeating: 'once_year', description: 'Notice post before Walk to School Week.', tags: 'campaign,walking', launch: 'specific', options: options({ dates: ['2026-05-11', '2027-05-10'], time: 'early_morning' }) },
  { name: 'Bike to School Day push', type: 'cron', users: 'parents_staff', content: 'push_notifications', repeating: 'one_off', description: 'Push reminder on Bike to School Day.', tags: 'campaign,cycling', launch: 'specific', options: options({ dates: ['2026-09-24'], time: 'early_morning' }), template: 'Tomorrow is Bike to School Day!' },
  { name: 'Staff survey SMS', type: 'cron', users: 'staff', content: 'sms', repeating: 'once_quarter', description: 'Asks staff to complete the travel survey.', tags: 'survey,staff', rules: [equals('users.staff_type', 'TEACHING_STAFF')], launch: 'custom', options: options({ months: [10, 2, 6], weeks: ['second_week'], weekdays: [2], time: 'afternoon' }), template: 'Please take 2 minutes to answer the staff travel survey.' },
  { name: 'Hide old notices', type: 'cron', users: 'per_school', content: 'script', repeating: 'multiple_times', description: 'Hides notices older than a term.', tags: 'maintenance', script: 'hide_old_notices', launch: 'daily', options: options({ time: 'after_midnight' }) },
  { name: 'CO2 calculations', type: 'cron', users: 'per_school', content: 'script', repeating: 'multiple_times', description: 'Recomputes CO2 figures of the last day.', tags: 'maintenance,co2', script: 'co2_calculations', launch: 'daily', options: options({ time: 'night' }) },
  { name: 'Daily queueing', type: 'cron', users: 'per_school', content: 'script', repeating: 'multiple_times', description: 'Queues the day\'s messages per school.', tags: 'maintenance', script: 'daily_queueing', launch: 'daily', options: options({ time: 'all_day' }) },
  { name: 'Sync MIS schools', type: 'cron', users: 'per_school', content: 'script', repeating: 'multiple_times', description: 'Pulls pupils and parents from the school information system.', tags: 'mis,sync', script: 'sync_wonde_school', launch: 'custom', options: options({ months: everyMonth, weeks: ['all_weeks'], weekdays: [1, 3, 5], time: 'after_midnight' }), rules: [equals('organizations.integration_status', 'SCHOOL_LAUNCHED')] },
  { name: 'Survey journeys count', type: 'cron', users: 'stap_data', content: 'script', repeating: 'once_week', description: 'Counts survey journeys per upload.', tags: 'survey', script: 'stap_data_journeys_count', launch: 'custom', options: options({ months: everyMonth, weeks: ['first_week', 'third_week'], weekdays: [4], time: 'early_morning' }) },
  { name: 'Invite MIS parents', type: 'cron', users: 'unregistered_wonde_users', content: 'email', repeating: 'once_biweek', description: 'Invites parents synced from the MIS who have not signed up.', tags: 'onboarding,mis', rules: [equals('wonde_users.status', 'ok'), equals('wonde_users.type', 'PARENT')], launch: 'custom', options: options({ months: schoolYear, weeks: ['first_week', 'third_week'], weekdays: [2], time: 'late_morning' }) },
  { name: 'Invalidate left-school MIS users', type: 'cron', users: 'unregistered_wonde_users', content: 'script', repeating: 'multiple_times', description: 'Marks MIS users who left school.', tags: 'mis,maintenance', script: 'invalidate_wonde_users', launch: 'custom', options: options({ months: everyMonth, days: [1], time: 'after_midnight' }), rules: [equals('wonde_users.status', 'left school')] },
  { name: 'Welcome new parents', type: 'event', users: 'parents', content: 'email', repeating: 'one_off', description: 'Sent when a parent account is created.', tags: 'onboarding,welcome', rules: [event('ACCOUNT_CREATED')] },
  { name: 'Verified account thanks', type: 'event', users: 'parents_staff', content: 'push_notifications', repeating: 'one_off', description: 'Thanks people who verified their e-mail.', tags: 'onboarding', rules: [event('ACCOUNT_VERIFIED')], template: 'Thanks for verifying your account!' },
  { name: 'First chat tips', type: 'event', users: 'parents', content: 'notice', repeating: 'one_off', description: 'How to use chat, after the first chat.', tags: 'chat', rules: [event('FIRST_CHAT')] },
  { name: 'School launched announcement', type: 'event', users: 'per_school', content: 'email', repeating: 'one_off', description: 'Tells the school team they are live.', tags: 'schools,launch', rules: [event('SCHOOL_LAUNCHED')] },
  { name: 'Invite e-mails sent follow-up', type: 'event', users: 'per_school', content: 'slack', repeating: 'one_off', description: 'Posts to the team when a school sends its invites.', tags: 'internal,slack', rules: [event('SCHOOL_SENT_INVITE_EMAILS')], template: '{school_name} sent {count} invites on {date}' },
  { name: 'New term for schools', type: 'event', users: 'per_school', content: 'script', repeating: 'one_off', description: 'Rolls a school into its new term.', tags: 'term', rules: [event('SCHOOL_NEW_TERM')], script: 'school_new_term' },
  { name: 'App login streak', type: 'cron_event', users: 'staff', content: 'push_notifications', repeating: 'once_week', description: 'Weekly nudge for staff who log in to the app.', tags: 'engagement,staff', rules: [event('APP_LOGIN')], launch: 'custom', options: options({ months: schoolYear, weeks: ['all_weeks'], weekdays: [5], time: 'afternoon' }), template: 'Great week! Keep logging your journeys.' },
  { name: 'First message follow-up', type: 'cron_event', users: 'parents', content: 'sms', repeating: 'once_month', description: 'Follows up first messages a week later.', tags: 'chat', rules: [event('FIRST_MESSAGE'), weeksBefore('users.created_at', 1)], launch: 'daily', options: options({ time: 'late_morning' }), template: 'Did you get a reply? Open the app to see.' },
  { name: 'Term start checklist', type: 'manual', users: 'admin_contacts', content: 'email', repeating: 'once_quarter', description: 'Checklist for school admins at the start of term.', tags: 'schools,term' },
  { name: 'Move pupils up a year', type: 'manual', users: 'per_school', content: 'script', repeating: 'once_year', description: 'Moves every pupil up one year in September.', tags: 'term,maintenance', script: 'move_up_year' },
  { name: 'Resend login e-mails', type: 'manual', users: 'per_school', content: 'script', repeating: 'multiple_times', description: 'Resends login e-mails to staff who never signed in.', tags: 'onboarding', script: 'resend_login_emails' },
  { name: 'Car-free day notice', type: 'manual', users: 'parents', content: 'notice', repeating: 'one_off', description: 'Notice about a car-free street day.', tags: 'campaign', rules: [equals('term_archives.primary_transport_type', 'CAR')] },
  { name: 'Cycling parents newsletter', type: 'manual', users: 'parents', content: 'email', repeating: 'one_off', description: 'Newsletter for families who cycle.', tags: 'newsletter,cycling', rules: [{ field: 'term_archives.primary_transport_type', comparison: 'in', value: ['BICYCLING', 'WALKING'] }] },
  { name: 'Council survey reminder', type: 'manual', users: 'stap_data', content: 'slack', repeating: 'one_off', description: 'Posts survey progress to the council channel.', tags: 'survey,council', template: 'Survey progress for {school_name}: {count} answers by {date}' },
  { name: 'Independent school staff SMS', type: 'manual', users: 'staff', content: 'sms', repeating: 'one_off', description: 'Service message to staff of independent schools.', tags: 'service', rules: [equals('organizations.school_type', 'INDEPENDENT')], template: 'Service update: the app will be down on Saturday 7am-9am.' },
  { name: 'Superadmin daily digest', type: 'cron', users: 'superadmin', content: 'slack', repeating: 'daily_stats', description: 'Row counts posted to the team each morning.', tags: 'internal', launch: 'daily', options: options({ time: 'early_morning' }), template: '{count} rows processed on {date}', active: false },
  { name: 'Service e-mails', type: 'cron', users: 'per_school', content: 'script', repeating: 'once_month', description: 'Sends the service e-mails of the month.', tags: 'service', script: 'service_emails', launch: 'custom', options: options({ months: everyMonth, weeks: ['first_week'], weekdays: [1], time: 'late_morning' }), active: false },
  { name: 'Missing journeys check', type: 'cron', users: 'per_school', content: 'script', repeating: 'once_week', description: 'Flags schools whose journeys stopped arriving.', tags: 'monitoring', script: 'check_for_missing_journeys', launch: 'custom', options: options({ months: everyMonth, weeks: ['last_week'], weekdays: [7], time: 'night' }) },
  { name: 'Holiday on-demand notice', type: 'cron', users: 'parents_staff', content: 'notice', repeating: 'one_off', description: 'Held until a holiday is announced.', tags: 'holiday', launch: 'on_demand', active: false },
  { name: 'Parents who drive, EV tips', type: 'cron', users: 'parents', content: 'email', repeating: 'once_quarter', description: 'Electric-vehicle tips for parents who drive petrol or diesel cars.', tags: 'ev,co2', rules: [{ field: 'term_archives.fuel_type', comparison: 'in', value: ['PETROL', 'DIESEL'] }], launch: 'custom', options: options({ months: [1, 4, 10], days: [10], time: 'early_evening' }) },
];
