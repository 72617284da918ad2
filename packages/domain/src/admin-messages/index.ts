// admin-messages: every module of this area that the package exports.
export * from './admin-message-form';
