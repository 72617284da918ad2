// integrations: every module of this area that the package exports.
export * from './school-integration';
export * from './integration-forms';
