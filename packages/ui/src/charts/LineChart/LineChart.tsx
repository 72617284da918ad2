import { SeriesChart, type SeriesChartProps } from '../series-chart';

export type LineChartProps = SeriesChartProps;

/** Lines over shared categories, with a screen-reader table (a row per category, a column per line). */
export function LineChart(props: LineChartProps) {
  return (
    <SeriesChart
      type="line"
      shape={() => ({ stroke: { width: 2, curve: 'straight' as const }, markers: { size: 3 } })}
      {...props}
    />
  );
}
