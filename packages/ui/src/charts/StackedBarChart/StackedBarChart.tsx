import Chart from 'react-apexcharts';
import { ChartCard } from '../ChartCard/ChartCard';
import { finite, formatNumber, hasData, seriesSummary, type ChartSeries } from '../chart-data';
import type { ChartFrameProps } from '../chart-frame';
import { baseOptions, chartHeight } from '../chart-options';

export type StackedBarChartProps = {
  /** The x axis: one label per value of each series (e.g. months). */
  categories: string[];
  /** One stack segment per series. */
  series: ChartSeries[];
  /**
   * Header of the summary table's first column (the categories).
   * @default 'Category'
   */
  categoryHeader?: string;
} & ChartFrameProps;

/** Stacked bars over shared categories, with a screen-reader table (a row per category, a column per segment). */
export function StackedBarChart({ categories, series, categoryHeader = 'Category', ...rest }: StackedBarChartProps) {
  const base = baseOptions(series.map(({ colour }) => colour));
  const options = {
    ...base,
    chart: { ...base.chart, stacked: true },
    plotOptions: { bar: { borderRadius: 2 } },
    xaxis: { categories },
    yaxis: { labels: { formatter: formatNumber } },
  };
  return (
    <ChartCard
      empty={!hasData(series.flatMap(({ values }) => values))}
      summary={seriesSummary(categories, series, categoryHeader)}
      {...rest}
    >
      <Chart
        type="bar"
        height={chartHeight}
        options={options}
        series={series.map(({ name, values }) => ({ name, data: values.map(finite) }))}
      />
    </ChartCard>
  );
}
