// session: every module of this area that the package exports.
export * from './admin-user';
export * from './session';
export * from './organisation-settings';
export * from './login-form';
export * from './login-form-schema';
