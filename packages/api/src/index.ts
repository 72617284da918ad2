// @stride/api: the documented endpoints as typed functions, on an HTTP client with the session rules.
export * from './client/api-error';
export * from './client/create-api-client';
export * from './client/request-url';
export * from './client/session-store';
export * from './client/token-expiry';

export * from './session/login';
export * from './session/refresh-token';
export * from './session/refresh-admin';
export * from './session/is-terms-agreed';
export * from './session/organisation-settings';

export * from './organisations/organisations-by-type';
export * from './organisations/filter-organisations';
export * from './organisations/schools-with-address';
export * from './organisations/schools';
export * from './organisations/organisation';
export * from './organisations/council-schools';
export * from './organisations/councils';
export * from './organisations/council';
export * from './organisations/save-council';
export * from './organisations/saved-id';
export * from './organisations/save-organisation';
export * from './organisations/save-organisation-address';
export * from './organisations/save-year-structure';
export * from './organisations/org-users';
export * from './organisations/org-relationships';
export * from './organisations/upload-image';
export * from './organisations/terms';
export * from './organisations/organisation-addresses';
export * from './organisations/organisation-groups';
export * from './organisations/all-school-years';
export * from './organisations/school-years';

export * from './dashboard/home-data';
export * from './dashboard/engagement';

export * from './home/dashboard-home';
export * from './home/alerts';
export * from './inbox/admin-messages';
export * from './inbox/unread-count';
export * from './inbox/mark-read';
export * from './account/update-admin-info';
export * from './uploads/upload-file';

export * from './automations/automations-path';
export * from './automations/automations';
export * from './automations/automation';
export * from './automations/save-automation';
export * from './automations/delete-automation';
export * from './automations/duplicate-automation';
export * from './automations/update-automation-status';
export * from './automations/automation-templates';
export * from './automations/automation-stats';
export * from './automations/automation-schedule';
export * from './automations/execute-automation';
export * from './automations/send-test';
export * from './automations/preview-automation';
export * from './automations/automation-logs';
export * from './automations/detailed-logs';
export * from './automations/automation-jobs';
