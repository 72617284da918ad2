import { NumberTiles, type NumberTilesProps } from '../NumberTiles/NumberTiles';

export type DropOffAverageProps = {
  /** `avg_dropoff` of the Stats answer. */
  value: number;
  /**
   * The tile's title.
   * @default 'Drop-off average'
   */
  title?: string;
  /**
   * How the number reads, e.g. with a unit.
   * @default the number in UK format
   */
  format?: (value: number) => string;
} & Omit<NumberTilesProps, 'tiles' | 'title'>;

/** The average drop-off as a single figure. */
export function DropOffAverage({ value, title = 'Drop-off average', format, ...rest }: DropOffAverageProps) {
  return <NumberTiles title={title} tiles={[{ label: 'Average', value, format }]} {...rest} />;
}
