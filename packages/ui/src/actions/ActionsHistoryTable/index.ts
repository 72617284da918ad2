export { ActionsHistoryTable } from './ActionsHistoryTable';
export type { ActionsHistoryTableProps } from './ActionsHistoryTable';
