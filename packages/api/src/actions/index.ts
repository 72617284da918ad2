// actions: every module of this area that the package exports.
export * from './change-school-and-year';
export * from './stap-journey-count';
export * from './integration-pending-schools';
export * from './run-action';
export * from './remove-users-schools';
