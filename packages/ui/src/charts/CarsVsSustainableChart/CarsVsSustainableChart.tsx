import { carsVsSustainableCategories, type CarsVsSustainable } from '@stride/domain';
import { DonutChart, type DonutChartProps } from '../DonutChart/DonutChart';
import { modeColour } from '../chart-colours';
import { datumsByLabel } from '../chart-data';

export type CarsVsSustainableChartProps = {
  /** Journeys per category; `carsVsSustainableTotal` of the Stats answer (counts). */
  journeys: CarsVsSustainable;
  /**
   * The chart's title.
   * @default 'Cars versus sustainable travel'
   */
  title?: string;
} & Omit<DonutChartProps, 'data' | 'title' | 'labelHeader' | 'valueHeader'>;

const colours = [modeColour('CAR'), modeColour('TAXI'), modeColour('CARPOOL'), modeColour('WALKING')];

/** Car journeys (low and high occupancy), carpool, and school bus/public transport/walk or cycle. */
export function CarsVsSustainableChart({
  journeys,
  title = 'Cars versus sustainable travel',
  ...rest
}: CarsVsSustainableChartProps) {
  return (
    <DonutChart
      title={title}
      labelHeader="Travel"
      valueHeader="Journeys"
      data={datumsByLabel(carsVsSustainableCategories, journeys, colours)}
      {...rest}
    />
  );
}
