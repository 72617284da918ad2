import type { CarsData } from '@stride/domain';
import { DonutChart, type DonutChartProps } from '../DonutChart/DonutChart';

export type CarFuelChartProps = {
  /** Cars by fuel type; `carsData` of the Stats answer fits. */
  fuel: Pick<CarsData, 'diesel' | 'petrol' | 'hybrid' | 'electric'>;
  /**
   * The chart's title.
   * @default 'Car data by fuel type'
   */
  title?: string;
} & Omit<DonutChartProps, 'data' | 'title' | 'labelHeader' | 'valueHeader'>;

/** Cars by fuel type: diesel, petrol, hybrid, electric. */
export function CarFuelChart({ fuel, title = 'Car data by fuel type', ...rest }: CarFuelChartProps) {
  return (
    <DonutChart
      title={title}
      labelHeader="Fuel type"
      valueHeader="Cars"
      data={[
        { label: 'Diesel', value: fuel.diesel },
        { label: 'Petrol', value: fuel.petrol },
        { label: 'Hybrid', value: fuel.hybrid },
        { label: 'Electric', value: fuel.electric },
      ]}
      {...rest}
    />
  );
}
