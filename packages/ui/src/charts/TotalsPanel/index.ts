export { TotalsPanel } from './TotalsPanel';
export type { TotalsPanelProps, Totals } from './TotalsPanel';
