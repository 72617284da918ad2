export { PerformanceCircle } from './PerformanceCircle';
