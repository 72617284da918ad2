import type { Stats } from '@stride/domain';
import { NumberTiles, type NumberTilesProps } from '../NumberTiles/NumberTiles';
import { formatKgCo2, formatMiles, formatMinutes } from '../chart-format';

/** The totals of the Stats answer (times in minutes, distance in miles, CO2 in kg). */
type Totals = Pick<
  Stats,
  | 'total_users'
  | 'total_staff'
  | 'total_parents'
  | 'total_children'
  | 'total_cars'
  | 'total_active_time'
  | 'total_distance'
  | 'total_journeys'
  | 'total_co2'
>;

export type TotalsPanelProps = {
  /** The figures; the Stats answer itself fits. */
  totals: Totals;
  /**
   * The panel's title.
   * @default 'Totals'
   */
  title?: string;
} & Omit<NumberTilesProps, 'tiles' | 'title'>;

/** Users, staff, parents, children, cars, active time, distance, journeys and CO2, each with its unit. */
export function TotalsPanel({ totals, title = 'Totals', ...rest }: TotalsPanelProps) {
  return (
    <NumberTiles
      title={title}
      tiles={[
        { label: 'Users', value: totals.total_users },
        { label: 'Staff', value: totals.total_staff },
        { label: 'Parents', value: totals.total_parents },
        { label: 'Children', value: totals.total_children },
        { label: 'Cars', value: totals.total_cars },
        { label: 'Active time', value: totals.total_active_time, format: formatMinutes },
        { label: 'Distance', value: totals.total_distance, format: formatMiles },
        { label: 'Journeys', value: totals.total_journeys },
        { label: 'CO2', value: totals.total_co2, format: formatKgCo2 },
      ]}
      {...rest}
    />
  );
}
