export { HomeAlerts } from './HomeAlerts';
export type { HomeAlertsProps } from './HomeAlerts';
