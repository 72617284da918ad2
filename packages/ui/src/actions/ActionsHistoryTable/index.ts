export { ActionsHistorySection } from './ActionsHistoryTable';
