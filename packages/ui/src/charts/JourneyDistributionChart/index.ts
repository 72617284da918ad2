export { JourneyDistributionChart } from './JourneyDistributionChart';
export type { JourneyDistributionChartProps } from './JourneyDistributionChart';
