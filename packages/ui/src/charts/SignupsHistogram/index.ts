export { SignupsHistogram } from './SignupsHistogram';
export type { SignupsHistogramProps } from './SignupsHistogram';
