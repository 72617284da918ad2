export { ActionsHistorySection, ActionsHistoryTable } from './ActionsHistoryTable';
export type { ActionsHistoryTableProps } from './ActionsHistoryTable';
