import { under2milesLabels, type Under2miles } from '@stride/domain';
import { DonutChart, type DonutChartProps } from '../DonutChart/DonutChart';
import { modeColour } from '../chart-colours';
import { datumsByLabel } from '../chart-data';

export type ShortJourneysChartProps = {
  /** Car journeys under and over 1.5 miles; `under2miles` of the Stats answer. */
  journeys: Under2miles;
  /**
   * The chart's title.
   * @default 'Car journeys under 1.5 miles'
   */
  title?: string;
} & Omit<DonutChartProps, 'data' | 'title' | 'labelHeader' | 'valueHeader'>;

const colours = [modeColour('WALKING'), modeColour('CAR')];

/** Car journeys UNDER 1.5 MILES (could be walked or cycled) against OVER 1.5 MILES. */
export function ShortJourneysChart({
  journeys,
  title = 'Car journeys under 1.5 miles',
  ...rest
}: ShortJourneysChartProps) {
  return (
    <DonutChart
      title={title}
      labelHeader="Distance"
      valueHeader="Journeys"
      data={datumsByLabel(under2milesLabels, journeys, colours)}
      {...rest}
    />
  );
}
