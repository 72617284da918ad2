export { RelativeTime } from './RelativeTime';
export { AppClockProvider, useReadAppClock } from './app-clock';
