// home: every module of this area that the package exports.
export * from './HomeTiles';
export * from './PerformanceCircle';
export * from './SignupLinkCard';
export * from './GuideCard';
export * from './AchievementCard';
export * from './HomeAlerts';
