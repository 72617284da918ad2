import { formatNumber } from '../chart-data';
import { NumberTiles, type NumberTilesProps } from '../NumberTiles/NumberTiles';

export type DropOffAverageProps = {
  /** `avg_dropoff` of the Stats answer: the average time a drop-off takes, in minutes. */
  value: number;
  /**
   * The tile's title.
   * @default 'Drop-off average'
   */
  title?: string;
} & Omit<NumberTilesProps, 'tiles' | 'title'>;

/** The average drop-off time as a single figure in minutes (ADR 0115). */
export function DropOffAverage({ value, title = 'Drop-off average', ...rest }: DropOffAverageProps) {
  return (
    <NumberTiles
      title={title}
      tiles={[{ label: 'Average drop-off time', value, format: (minutes) => `${formatNumber(minutes)} min` }]}
      {...rest}
    />
  );
}
