export { PendingNoticesTable } from './PendingNoticesTable';
