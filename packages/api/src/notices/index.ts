// notices: every module of this area that the package exports.
export * from './notices';
export * from './comments';
export * from './send-notice';
export * from './pending-notices';
export * from './school-groups';
export * from './chat';

export * from './send-notifications-only';
