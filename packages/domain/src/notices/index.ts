// notices: every module of this area that the package exports.
export * from './notice-labels';
export * from './notice-feed';
export * from './notice-card';
export * from './notice-records';
export * from './post-form';
export * from './post-attachments';
export * from './group-form';
export * from './notice-chat';
