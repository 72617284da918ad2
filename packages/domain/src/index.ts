// @stride/domain: entity types, enums, business rules and form schemas. No React.
export * from './access/role';
export * from './access/screens';
export * from './access/menu';
export * from './entities/admin-user';
export * from './entities/session';
export * from './entities/organisation';
export * from './entities/council';
export * from './entities/group';
export * from './entities/school-year';
export * from './entities/term';
export * from './entities/organisation-settings';
export * from './entities/login-form';
export * from './metrics/filter-selection';
export * from './metrics/numeric';
export * from './metrics/travel-mode';
export * from './metrics/stats';
export * from './metrics/engagement';
