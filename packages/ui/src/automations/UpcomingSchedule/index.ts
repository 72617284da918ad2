export * from './UpcomingSchedule';
