import { emptyAutomationForm, type AutomationFormValues } from '@stride/domain';

/** Three schools, a group of two of them, and a council. */
export const organisations = {
  schools: [
    { id: 12, name: 'Hill Primary' },
    { id: 14, name: 'Park Academy' },
    { id: 15, name: 'Brook School' },
  ],
  groups: [{ id: 1, name: 'North cluster', organization_ids: [12, 14] }],
  councils: [{ id: 2, name: 'Camden Council' }],
};

/** The email templates an automation may send. */
export const templates = [
  { value: '200', label: 'Weekly tips' },
  { value: '202', label: 'Welcome to Stride' },
];

/** What a launch answers: rows processed, skipped and ignored. */
export const launchResult = {
  status: 'OK',
  total_rows: 42,
  total_processed: 5,
  skipped: 3,
  total_ignored_users: 4,
  filtered_schools: 2,
  ignored_organization_ids: [15],
};

/** A manual automation filled in enough to be saved or launched. */
export const ready: AutomationFormValues = {
  ...emptyAutomationForm,
  name: 'Cycling parents newsletter',
  automation_type: 'manual',
  user_type: 'parents',
  content_type: 'email',
  content_template_id: '200',
  repeating: 'one_off',
};

/** What Preview all answers: two users. */
export const previewAnswer = {
  rows: [
    { 'users.id': 1001, 'users.email': 'ann@example.com' },
    { 'users.id': 1002, 'users.email': 'ben@example.com' },
  ],
  total: 2,
};
