import type { CarsData } from '@stride/domain';
import { DonutChart, type DonutChartProps } from '../DonutChart/DonutChart';
import { finite } from '../chart-data';
import { modeColour } from '../chart-colours';

export type PupilsSharingChartProps = {
  /** Pupils in total and those sharing the school run; `carsData` of the Stats answer fits. */
  pupils: Pick<CarsData, 'total_pupils' | 'shared'>;
  /**
   * The chart's title.
   * @default 'Pupils sharing'
   */
  title?: string;
} & Omit<DonutChartProps, 'data' | 'title' | 'labelHeader' | 'valueHeader'>;

/** Pupils who share the school run against those who do not. */
export function PupilsSharingChart({ pupils, title = 'Pupils sharing', ...rest }: PupilsSharingChartProps) {
  const shared = finite(pupils.shared);
  return (
    <DonutChart
      title={title}
      labelHeader="Pupils"
      valueHeader="Count"
      data={[
        { label: 'Sharing', value: shared, colour: modeColour('CARPOOL') },
        // A server total below the shared count must not draw a negative slice.
        {
          label: 'Not sharing',
          value: Math.max(finite(pupils.total_pupils) - shared, 0),
          colour: modeColour('CAR'),
        },
      ]}
      {...rest}
    />
  );
}
