// session: every module of this area that the package exports.
export * from './login';
export * from './refresh-token';
export * from './refresh-admin';
export * from './is-terms-agreed';
export * from './organisation-settings';
export * from './revoke-session';
