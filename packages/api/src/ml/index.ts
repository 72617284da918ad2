// ml: every module of this area that the package exports.
export * from './ml-path';
export * from './ml-models';
export * from './save-ml-model';
export * from './ml-preview';
export * from './apply-model';
export * from './ml-items';
export * from './upload-csv';
