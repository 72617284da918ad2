import { SeriesChart, type SeriesChartProps } from '../series-chart';

export type StackedBarChartProps = SeriesChartProps;

/** Stacked bars over shared categories, with a screen-reader table (a row per category, a column per segment). */
export function StackedBarChart(props: StackedBarChartProps) {
  return (
    <SeriesChart
      type="bar"
      stacked
      shape={(base) => ({
        chart: { ...base.chart, stacked: true },
        plotOptions: { bar: { borderRadius: 2 } },
      })}
      {...props}
    />
  );
}
