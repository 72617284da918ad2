// admin-messages: every module of this area that the package exports.
export * from './save-admin-message';
export * from './sent-admin-messages';
