// ml: every module of this area that the package exports.
export * from './ml-model';
