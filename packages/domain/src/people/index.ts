// people: every module of this area that the package exports.
export * from './staff-type';
export * from './people-rows';
export * from './profile';
export * from './profile-access';
export * from './signups';
export * from './person-search';
export * from './action-log-names';
export * from './profile-url';
