// account: every module of this area that the package exports.
export * from './update-admin-info';
