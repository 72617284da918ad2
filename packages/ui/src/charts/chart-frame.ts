import type { ChartCardProps } from './ChartCard/ChartCard';

/** What every chart passes on to its ChartCard: title, description, states. */
export type ChartFrameProps = Omit<ChartCardProps, 'summary' | 'children' | 'empty' | 'fit'>;
