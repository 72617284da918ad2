import { ApexChart } from './apex-chart';
import { DrawnInTurn } from './DrawnInTurn';
import { ChartCard } from './ChartCard/ChartCard';
import { finite, formatNumber, hasData, seriesSummary, type ChartSeries } from './chart-data';
import type { ChartFrameProps } from './chart-frame';
import { baseOptions, chartHeight } from './chart-options';
import { tokenValues } from '../theme/theme';
import { wholeNumberAxis } from './whole-number-axis';

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
  /**
   * The top of the value axis (e.g. 100 for percentages); it always starts at 0.
   * @default fitted to the largest value
   */
  valueMax?: number;
  /**
   * How the value axis writes a value, e.g. with a unit.
   * @default the number in UK format
   */
  formatValue?: (value: number) => string;
  /**
   * The values are counts: the axis steps in whole numbers (0, 1, 2 … never 0.2), up to the largest
   * value (the largest stack when bars are stacked).
   * @default false
   */
  wholeNumbers?: boolean;
  /**
   * At most this many category labels under the axis (every nth is written; the summary table and the
   * tooltips still name each one): for long runs of days.
   * @default every label
   */
  maxCategoryLabels?: number;
} & ChartFrameProps;

type Options = ReturnType<typeof baseOptions>;

// Below the small breakpoint (a phone) half as many category labels fit.
const phoneWidth = Number.parseFloat(tokenValues.breakpoint.sm);

/** Every nth category label, so at most `most` are written; none: ApexCharts' own labels. */
function categoryLabels(categories: string[], most: number | undefined) {
  if (!most || categories.length <= most) return {};
  const every = Math.ceil(categories.length / most);
  const index = new Map(categories.map((category, at) => [category, at]));
  return {
    labels: {
      rotate: 0,
      hideOverlappingLabels: false,
      formatter: (value: string) => ((index.get(value) ?? 0) % every === 0 ? value : ''),
    },
  };
}

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
  valueMax,
  formatValue = formatNumber,
  wholeNumbers = false,
  maxCategoryLabels,
  stacked = false,
  ...rest
}: SeriesChartProps & {
  type: 'line' | 'bar';
  shape: (base: Options) => Partial<Options> & Record<string, unknown>;
  /** The series stack (the axis must reach the largest total). */
  stacked?: boolean;
}) {
  const base = baseOptions(series.map(({ colour }) => colour));
  const top = Math.max(
    0,
    ...categories.map((_, index) =>
      stacked
        ? series.reduce((sum, { values }) => sum + finite(values[index] ?? 0), 0)
        : Math.max(0, ...series.map(({ values }) => finite(values[index] ?? 0))),
    ),
  );
  const options = {
    ...base,
    // From 0, so a line's height reads as its value (ApexCharts fits the axis to the data otherwise).
    yaxis: wholeNumbers
      ? { min: 0, ...wholeNumberAxis(valueMax ?? top), labels: { formatter: formatValue } }
      : { min: 0, max: valueMax, labels: { formatter: formatValue } },
    ...shape(base),
    xaxis: { categories, ...categoryLabels(categories, maxCategoryLabels) },
    ...(maxCategoryLabels && {
      responsive: [
        {
          breakpoint: phoneWidth,
          options: { xaxis: categoryLabels(categories, Math.max(2, Math.floor(maxCategoryLabels / 2))) },
        },
      ],
    }),
  };
  return (
    <ChartCard
      empty={!hasData(series.flatMap(({ values }) => values))}
      summary={seriesSummary(categories, series, categoryHeader)}
      {...rest}
    >
      <DrawnInTurn>
        <ApexChart
          type={type}
          height={chartHeight}
          options={options}
          series={series.map(({ name, values }) => ({ name, data: values.map(finite) }))}
        />
      </DrawnInTurn>
    </ChartCard>
  );
}
