// inbox: every module of this area that the package exports.
export * from './admin-messages';
export * from './unread-count';
export * from './mark-read';
