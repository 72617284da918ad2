// organisations: every module of this area that the package exports.
export * from './organisation';
export * from './council';
export * from './group';
export * from './school-year';
export * from './term';
export * from './council-form';
export * from './organisation-form';
export * from './address-form';
export * from './address-map';
export * from './year-structure';
export * from './org-users';
