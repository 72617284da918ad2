export { ResetDemoData } from './ResetDemoData';
export type { ResetDemoDataProps } from './ResetDemoData';
