// people: every module of this area that the package exports.
export * from './StaffTable';
export * from './ParentsTable';
export * from './PupilsTable';
export * from './ProfileModal';
export * from './SignupCounters';
export * from './ShortcutTiles';
export * from './IncreaseSignupsModal';
