export { PerformanceCircle } from './PerformanceCircle';
export type { PerformanceCircleProps } from './PerformanceCircle';
