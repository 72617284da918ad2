import { finite, formatNumber, type ChartDatum } from '../chart-data';
import type { ChartFrameProps } from '../chart-frame';
import { baseOptions } from '../chart-options';
import { DatumChart } from '../datum-chart';

export type BarChartProps = {
  /** One bar per datum, in order; a datum's `colour` paints its bar. */
  data: ChartDatum[];
  /**
   * Header of the summary table's label column.
   * @default 'Category'
   */
  labelHeader?: string;
  /**
   * Header of the summary table's value column, and the series name in the tooltip.
   * @default 'Value'
   */
  valueHeader?: string;
  /**
   * Bars grow sideways, for long labels.
   * @default false
   */
  horizontal?: boolean;
} & ChartFrameProps;

/** Bars of labelled numbers, with a screen-reader table of the same numbers. */
export function BarChart({
  data,
  labelHeader = 'Category',
  valueHeader = 'Value',
  horizontal = false,
  ...rest
}: BarChartProps) {
  const coloured = data.some(({ colour }) => colour);
  const options = {
    ...baseOptions(coloured ? data.map(({ colour }) => colour) : [undefined]),
    plotOptions: { bar: { horizontal, distributed: coloured, borderRadius: 2 } },
    legend: { show: false },
    // The value axis reads as numbers; lying down, the bars' names are on the y axis, whose formatter
    // ApexCharts would otherwise hand the names.
    xaxis: {
      categories: data.map(({ label }) => label),
      ...(horizontal && { labels: { formatter: (value: string) => formatNumber(Number(value)) } }),
    },
    ...(!horizontal && { yaxis: { labels: { formatter: formatNumber } } }),
  };
  return (
    <DatumChart
      type="bar"
      options={options}
      series={[{ name: valueHeader, data: data.map(({ value }) => finite(value)) }]}
      data={data}
      labelHeader={labelHeader}
      valueHeader={valueHeader}
      {...rest}
    />
  );
}
