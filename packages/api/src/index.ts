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
export * from './account/upload-file';

export * from './maps/markers';
export * from './maps/change-travel-mode';
export * from './maps/marker-lookup';
export * from './maps/heatmap';
export * from './maps/geofences';
