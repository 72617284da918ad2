import type { LabelCount } from '@stride/domain';
import { BarChart, type BarChartProps } from '../BarChart/BarChart';

export type JourneyDistributionChartProps = {
  /** Journeys per distance band; `journeysDistributionByDistance` of the Stats answer. */
  data: LabelCount[];
  /**
   * The chart's title.
   * @default 'Journey distribution by distance'
   */
  title?: string;
} & Omit<BarChartProps, 'data' | 'title' | 'labelHeader' | 'valueHeader'>;

/** How far journeys go: journeys per distance band. */
export function JourneyDistributionChart({
  data,
  title = 'Journey distribution by distance',
  ...rest
}: JourneyDistributionChartProps) {
  return (
    <BarChart
      title={title}
      labelHeader="Distance"
      valueHeader="Journeys"
      data={data.map(({ label, count }) => ({ label, value: count }))}
      {...rest}
    />
  );
}
