import Chart from 'react-apexcharts';
import { ChartCard } from '../ChartCard/ChartCard';
import { finite, formatNumber, hasData, seriesSummary, type ChartSeries } from '../chart-data';
import type { ChartFrameProps } from '../chart-frame';
import { baseOptions, chartHeight } from '../chart-options';

export type LineChartProps = {
  /** The x axis: one label per value of each series (e.g. months). */
  categories: string[];
  /** One line per series. */
  series: ChartSeries[];
  /**
   * Header of the summary table's first column (the categories).
   * @default 'Category'
   */
  categoryHeader?: string;
} & ChartFrameProps;

/** Lines over shared categories, with a screen-reader table (a row per category, a column per line). */
export function LineChart({ categories, series, categoryHeader = 'Category', ...rest }: LineChartProps) {
  const options = {
    ...baseOptions(series.map(({ colour }) => colour)),
    stroke: { width: 2, curve: 'straight' as const },
    markers: { size: 3 },
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
        type="line"
        height={chartHeight}
        options={options}
        series={series.map(({ name, values }) => ({ name, data: values.map(finite) }))}
      />
    </ChartCard>
  );
}
