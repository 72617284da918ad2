import type { AutomationType, RuleChoice, AutomationUserType } from './automation-choices';

/** The kind of value a queryable field holds; a timestamp takes a time unit and a date anchor; 'event' takes an event. */
type FieldKind = 'timestamp' | 'number' | 'text' | 'choice' | 'event';
export type QueryableField = { name: string; label: string; kind: FieldKind; choices?: RuleChoice };

export type CatalogueName =
  | 'standard_users'
  | 'per_school'
  | 'admin_contacts'
  | 'unregistered_mis_users'
  | 'survey_data'
  | 'record_ids'
  | 'ml_journeys';

const t = (name: string, label: string): QueryableField => ({ name, label, kind: 'timestamp' });
const n = (name: string, label: string): QueryableField => ({ name, label, kind: 'number' });
const s = (name: string, label: string): QueryableField => ({ name, label, kind: 'text' });
const c = (name: string, label: string, choices: RuleChoice): QueryableField => ({
  name,
  label,
  kind: 'choice',
  choices,
});

/** Organisation fields shared by every school-scoped catalogue. */
const organisationFields = [
  n('organizations.id', 'School id'),
  s('organizations.name', 'School name'),
  c('organizations.school_type', 'School type', 'school_type'),
  c('organizations.year_level', 'Year level', 'year_level'),
  c('organizations.integration_status', 'Integration status', 'integration_status'),
  t('organizations.launched_at', 'School launched at'),
];

/** Monthly summary figures (docs/product/automations.md). */
const monthlySummaryFields = [
  n('monthly_summary.users', 'Monthly users'),
  n('monthly_summary.journeys', 'Monthly journeys'),
  n('monthly_summary.walking_journeys', 'Monthly walking journeys'),
  n('monthly_summary.bicycling_journeys', 'Monthly cycling journeys'),
  n('monthly_summary.car_journeys', 'Monthly car journeys'),
  n('monthly_summary.co2_per_user', 'CO2 per user (kg)'),
  n('monthly_summary.ev_percentage', 'EV percentage'),
  n('monthly_summary.carpool_percentage', 'Carpool percentage'),
  n('monthly_summary.logged_in', 'Users logged in'),
];

/** Term archive fields (transport types, times, distances, fuel). */
const termArchiveFields = [
  c('term_archives.term', 'Term', 'term'),
  c('term_archives.primary_transport_type', 'Primary transport type', 'transport'),
  c('term_archives.secondary_transport_type', 'Secondary transport type', 'transport'),
  n('term_archives.journey_time', 'Journey time (minutes)'),
  n('term_archives.distance', 'Distance (km)'),
  c('term_archives.fuel_type', 'Fuel type', 'fuel'),
];

/**
 * The queryable fields of each audience. The spec lists only their domains (organisations, users,
 * roles, term archives, monthly summary, survey data); the names are assumed (ADR 0065).
 */
export const fieldCatalogues: Record<CatalogueName, readonly QueryableField[]> = {
  standard_users: [
    n('users.id', 'User id'),
    s('users.email', 'Email'),
    s('users.first_name', 'First name'),
    c('users.salutation', 'Salutation', 'salutation'),
    c('roles.role', 'Role', 'role'),
    c('users.staff_type', 'Staff type', 'staff_type'),
    c('users.registration_type', 'Registration type', 'registration_type'),
    t('users.created_at', 'Account created at'),
    t('users.verified_at', 'Account verified at'),
    t('users.last_login_at', 'Last login at'),
    n('users.children_count', 'Number of children'),
    ...organisationFields,
    ...termArchiveFields,
  ],
  per_school: [
    ...organisationFields,
    t('organizations.created_at', 'School created at'),
    n('organizations.council_id', 'Council id'),
    ...monthlySummaryFields,
  ],
  admin_contacts: [
    n('admin_contacts.id', 'Contact id'),
    s('admin_contacts.email', 'Email'),
    s('admin_contacts.first_name', 'First name'),
    t('admin_contacts.created_at', 'Contact created at'),
    ...organisationFields,
  ],
  unregistered_mis_users: [
    n('wonde_users.id', 'MIS user id'),
    s('wonde_users.email', 'Email'),
    c('wonde_users.type', 'Role', 'role'),
    c('wonde_users.status', 'MIS user status', 'mis_user_status'),
    t('wonde_users.created_at', 'Synced at'),
    t('wonde_users.invited_at', 'Invited at'),
    ...organisationFields,
  ],
  survey_data: [
    n('stap_data.upload_id', 'Upload id'),
    c('stap_data.user_type', 'Survey user type', 'survey_user_type'),
    c('stap_data.status', 'Survey status', 'survey_status'),
    c('stap_data.transport_type', 'Transport type', 'transport'),
    n('stap_data.distance', 'Distance (km)'),
    s('stap_data.postcode', 'Postcode'),
    t('stap_data.created_at', 'Answered at'),
  ],
  record_ids: [
    n('users.id', 'User id'),
    n('organizations.id', 'School id'),
    n('councils.id', 'Council id'),
    n('groups.id', 'Group id'),
  ],
  ml_journeys: [
    c('journeys.transport_type', 'Transport type', 'ml_transport'),
    n('journeys.distance', 'Distance (km)'),
    n('journeys.duration', 'Duration (minutes)'),
    c('journeys.fuel_type', 'Fuel type', 'fuel'),
    t('journeys.started_at', 'Started at'),
    ...organisationFields,
  ],
};

/** The catalogue an automation's user type queries (ADR 0065). */
export function catalogueOf(userType: AutomationUserType): CatalogueName {
  switch (userType) {
    case 'per_school':
      return 'per_school';
    case 'admin_contacts':
      return 'admin_contacts';
    case 'unregistered_wonde_users':
      return 'unregistered_mis_users';
    case 'stap_data':
      return 'survey_data';
    case 'superadmin':
    case 'superadmin_grouped':
      return 'record_ids';
    default:
      return 'standard_users';
  }
}

/** The fields of a user type's catalogue. */
const fieldsFor = (userType: AutomationUserType): readonly QueryableField[] =>
  fieldCatalogues[catalogueOf(userType)];

/** The rule field of event automations: the event that triggers them (ADR 0065). */
const eventField: QueryableField = { name: 'event', label: 'Event', kind: 'event' };

/** The fields a rule may use: the catalogue, led by the event field for event and cron_event automations. */
export const ruleFieldsFor = (
  automationType: AutomationType | '',
  userType: AutomationUserType,
): readonly QueryableField[] =>
  automationType === 'event' || automationType === 'cron_event'
    ? [eventField, ...fieldsFor(userType)]
    : fieldsFor(userType);

/** A rule field by name. */
export const fieldOf = (userType: AutomationUserType, name: string) =>
  name === eventField.name ? eventField : fieldsFor(userType).find((field) => field.name === name);
