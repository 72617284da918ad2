// actions: every module of this area that the package exports.
export * from './action-catalogue';
export * from './action-fields';
export * from './form-actions';
