import Chart from 'react-apexcharts';
import { DrawnInTurn } from './DrawnInTurn';
import { ChartCard } from './ChartCard/ChartCard';
import { finite, formatNumber, hasData, seriesSummary, type ChartSeries } from './chart-data';
import type { ChartFrameProps } from './chart-frame';
import { baseOptions, chartHeight } from './chart-options';

export type SeriesChartProps = {
  /** The x axis: one label per value of each series (e.g. months, school years). */
  categories: string[];
  /** The series drawn over the categories. */
  series: ChartSeries[];
  /**
   * Header of the summary table's first column (the categories).
   * @default 'Category'
   */
  categoryHeader?: string;
} & ChartFrameProps;

type Options = ReturnType<typeof baseOptions>;

/**
 * What LineChart and StackedBarChart share: series over categories in a ChartCard, with a
 * screen-reader table (a row per category, a column per series). `shape` adds the chart's own options.
 */
export function SeriesChart({
  type,
  shape,
  categories,
  series,
  categoryHeader = 'Category',
  ...rest
}: SeriesChartProps & {
  type: 'line' | 'bar';
  shape: (base: Options) => Partial<Options> & Record<string, unknown>;
}) {
  const base = baseOptions(series.map(({ colour }) => colour));
  const options = {
    ...base,
    yaxis: { labels: { formatter: formatNumber } },
    ...shape(base),
    xaxis: { categories },
  };
  return (
    <ChartCard
      empty={!hasData(series.flatMap(({ values }) => values))}
      summary={seriesSummary(categories, series, categoryHeader)}
      {...rest}
    >
      <DrawnInTurn>
        <Chart
          type={type}
          height={chartHeight}
          options={options}
          series={series.map(({ name, values }) => ({ name, data: values.map(finite) }))}
        />
      </DrawnInTurn>
    </ChartCard>
  );
}
