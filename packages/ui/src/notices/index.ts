// notices: every module of this area that the package exports.
export * from './NoticeCard';
export * from './NoticeFeed';
export * from './GroupsModal';
export * from './ChatModal';
export * from './PendingNoticesTable';
export * from './NoticeTemplatesTable';
