export { AppClockProvider, useReadAppClock } from './app-clock';
