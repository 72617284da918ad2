export { ResetDemoData } from './ResetDemoData';
