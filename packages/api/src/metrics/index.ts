// metrics: every module of this area that the package exports.
export * from './home-data';
export * from './engagement';
