// integrations: every module of this area that the package exports.
export * from './integration-paths';
export * from './school-integrations';
export * from './provider-stats';
export * from './provider-logs';
export * from './provider-users';
