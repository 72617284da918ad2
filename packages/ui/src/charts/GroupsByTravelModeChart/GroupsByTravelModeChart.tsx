import type { ModeCount } from '@stride/domain';
import { DonutChart, type DonutChartProps } from '../DonutChart/DonutChart';
import { modeColour, travelModeLabels } from '../chart-colours';

export type GroupsByTravelModeChartProps = {
  /** Users per main travel mode; `groupsByTravelModeCount` of the Stats answer. */
  data: ModeCount[];
  /**
   * The chart's title.
   * @default 'Groups by travel mode'
   */
  title?: string;
} & Omit<DonutChartProps, 'data' | 'title' | 'labelHeader' | 'valueHeader'>;

/** Users grouped by their main travel mode, each slice in its mode's colour. */
export function GroupsByTravelModeChart({
  data,
  title = 'Groups by travel mode',
  ...rest
}: GroupsByTravelModeChartProps) {
  return (
    <DonutChart
      title={title}
      labelHeader="Travel mode"
      valueHeader="Users"
      data={data.map(({ mode, count }) => ({
        label: travelModeLabels[mode],
        value: count,
        colour: modeColour(mode),
      }))}
      {...rest}
    />
  );
}
