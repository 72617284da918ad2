export { JourneyDistributionChart } from './JourneyDistributionChart';
