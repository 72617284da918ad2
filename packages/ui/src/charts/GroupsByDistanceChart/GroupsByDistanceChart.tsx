import type { LabelCount } from '@stride/domain';
import { BarChart, type BarChartProps } from '../BarChart/BarChart';

export type GroupsByDistanceChartProps = {
  /** Users grouped by the distance from home to school; `groupsByDistanceGroupCount` of the Stats answer. */
  data: LabelCount[];
  /**
   * The chart's title.
   * @default 'Groups by distance'
   */
  title?: string;
} & Omit<BarChartProps, 'data' | 'title' | 'labelHeader' | 'valueHeader'>;

/** Users grouped by distance band. */
export function GroupsByDistanceChart({
  data,
  title = 'Groups by distance',
  ...rest
}: GroupsByDistanceChartProps) {
  return (
    <BarChart
      title={title}
      labelHeader="Distance"
      valueHeader="Users"
      data={data.map(({ label, count }) => ({ label, value: count }))}
      {...rest}
    />
  );
}
