export { PupilsByYearChart } from './PupilsByYearChart';
export type { PupilsByYearChartProps } from './PupilsByYearChart';
