import type { Co2ByTransportEntry } from '@stride/domain';
import { BarChart, type BarChartProps } from '../BarChart/BarChart';
import { modeColour, travelModeLabels } from '../chart-colours';

export type Co2ByTransportChartProps = {
  /** CO2 in kg per travel mode; `co2ByTransport` of the Stats answer. */
  data: Co2ByTransportEntry[];
  /**
   * The chart's title.
   * @default 'CO2 by transport type'
   */
  title?: string;
} & Omit<BarChartProps, 'data' | 'title' | 'labelHeader' | 'valueHeader'>;

/**
 * CO2 emitted per travel mode, each bar in its mode's colour. The bars lie down: a name per row, so
 * none is dropped or turned however narrow the card.
 */
export function Co2ByTransportChart({
  data,
  title = 'CO2 by transport type',
  ...rest
}: Co2ByTransportChartProps) {
  return (
    <BarChart
      title={title}
      labelHeader="Transport type"
      valueHeader="CO2 (kg)"
      horizontal
      data={data.map(({ primary_transport_type: mode, total_co2: value }) => ({
        label: travelModeLabels[mode],
        value,
        colour: modeColour(mode),
      }))}
      {...rest}
    />
  );
}
