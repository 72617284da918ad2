import { finite, type ChartDatum } from '../chart-data';
import type { ChartFrameProps } from '../chart-frame';
import { baseOptions } from '../chart-options';
import { DatumChart } from '../datum-chart';

export type DonutChartProps = {
  /** One slice per datum, in order; a datum's `colour` paints its slice. */
  data: ChartDatum[];
  /**
   * Header of the summary table's label column.
   * @default 'Category'
   */
  labelHeader?: string;
  /**
   * Header of the summary table's value column.
   * @default 'Value'
   */
  valueHeader?: string;
} & ChartFrameProps;

/** Shares of a whole as a donut with its legend, with a screen-reader table of the numbers. */
export function DonutChart({
  data,
  labelHeader = 'Category',
  valueHeader = 'Value',
  ...rest
}: DonutChartProps) {
  const options = {
    ...baseOptions(data.map(({ colour }) => colour)),
    labels: data.map(({ label }) => label),
    dataLabels: { enabled: false },
    stroke: { width: 1 },
  };
  return (
    <DatumChart
      type="donut"
      options={options}
      series={data.map(({ value }) => finite(value))}
      data={data}
      labelHeader={labelHeader}
      valueHeader={valueHeader}
      {...rest}
    />
  );
}
