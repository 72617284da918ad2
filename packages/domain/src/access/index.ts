// access: every module of this area that the package exports.
export * from './role';
export * from './role-rules';
export * from './role-scope';
export * from './screens';
export * from './menu';
export * from './organisation-actions';
export * from './proceed-question';
export * from './server-link';
