export { HomeAlerts } from './HomeAlerts';
