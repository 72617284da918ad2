export { MonthlyEngagementChart } from './MonthlyEngagementChart';
