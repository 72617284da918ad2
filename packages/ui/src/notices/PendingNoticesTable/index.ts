export { PendingNoticesTable } from './PendingNoticesTable';
export type { PendingNoticesTableProps } from './PendingNoticesTable';
