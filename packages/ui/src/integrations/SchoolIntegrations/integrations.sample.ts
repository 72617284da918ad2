import type { EmailCheckResult, ProviderLogRow, ProviderStats, SchoolIntegration } from '@stride/domain';

/** Sample data for the integration stories. */
export const integrationSchools: SchoolIntegration[] = [
  {
    id: 1,
    name: 'Hill Primary',
    provider_school_id: 'A0001',
    organization_id: 101,
    multiple_schools: '102',
    notes: 'Shares a token',
    token: 't1',
    created_at: '2026-11-01 09:00:00',
    updated_at: null,
    last_synced_at: '2026-11-19 06:00:00',
  },
  {
    id: 2,
    name: 'Brook Academy',
    provider_school_id: 'A0002',
    organization_id: 105,
    multiple_schools: null,
    notes: null,
    token: 't2',
    created_at: '2026-11-02 09:00:00',
    updated_at: null,
    last_synced_at: null,
  },
];

export const organisations = [
  { value: '101', label: 'Hill Primary' },
  { value: '105', label: 'Brook Academy' },
];

export const providerStats: ProviderStats = {
  school: { id: 'A0001', name: 'Hill Primary' },
  total_staff: 48,
  valid_staff_emails: 44,
  pupils: 412,
  total_parents: 690,
  valid_parents_emails: 614,
  parents_with_parental_responsibility: 656,
  existing_parents: 350,
  existing_parents_validated: 280,
  existing_parents_nonvalidated: 70,
  existing_parents_validation_perc: 80,
  existing_staff: 40,
  existing_staff_validated: 30,
  existing_staff_nonvalidated: 10,
  existing_staff_validation_perc: 75,
};

export const providerLogs: ProviderLogRow[] = [
  {
    action: 'sync',
    description: 'Synced 40 pupils',
    param1: 'A0001',
    param2: '40',
    school_id: 101,
    updated_at: '2026-11-19 06:00:00',
  },
  {
    action: 'token_added',
    description: 'Token added for Hill Primary',
    param1: 'A0001',
    param2: null,
    school_id: 101,
    updated_at: '2026-11-01 09:00:00',
  },
];

export const emailAccounts: EmailCheckResult[] = [
  {
    wonde_user_id: 'P17',
    email: 'amy@mail.test',
    first_name: 'Amy',
    last_name: 'Khan',
    status: 'active',
    type: 'parent',
    consumed: 1,
  },
  {
    wonde_user_id: 'S4',
    email: 'amy@mail.test',
    first_name: 'Amy',
    last_name: 'Khan',
    status: 'excluded',
    type: 'staff',
    consumed: 0,
  },
];
