export { TotalsPanel } from './TotalsPanel';
