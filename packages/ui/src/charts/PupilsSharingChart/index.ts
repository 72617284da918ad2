export { PupilsSharingChart } from './PupilsSharingChart';
export type { PupilsSharingChartProps } from './PupilsSharingChart';
