// people: every module of this area that the package exports.
export * from './school-people';
export * from './parent-or-student';
export * from './actions-history';
export * from './profile-actions';
export * from './signups';
export * from './person-search';
export * from './parents-children';
