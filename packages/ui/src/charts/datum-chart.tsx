import type { ComponentProps } from 'react';
import { ApexChart } from './apex-chart';
import { DrawnInTurn } from './DrawnInTurn';
import { ChartCard } from './ChartCard/ChartCard';
import { datumSummary, hasData, type ChartDatum } from './chart-data';
import type { ChartFrameProps } from './chart-frame';
import { chartHeight } from './chart-options';

export type DatumChartProps = {
  /** One labelled number per bar or slice, in order. */
  data: ChartDatum[];
  /** Header of the summary table's label column. */
  labelHeader: string;
  /** Header of the summary table's value column. */
  valueHeader: string;
} & ChartFrameProps;

/**
 * What BarChart and DonutChart share: labelled numbers in a ChartCard (empty without a number), with a
 * screen-reader table of them, drawn in turn. The chart brings its own options and series.
 */
export function DatumChart({
  type,
  options,
  series,
  data,
  labelHeader,
  valueHeader,
  ...rest
}: DatumChartProps & {
  type: 'bar' | 'donut';
  options: ComponentProps<typeof ApexChart>['options'];
  series: ComponentProps<typeof ApexChart>['series'];
}) {
  return (
    <ChartCard
      empty={!hasData(data.map(({ value }) => value))}
      summary={datumSummary(data, labelHeader, valueHeader)}
      {...rest}
    >
      <DrawnInTurn>
        <ApexChart type={type} height={chartHeight} options={options} series={series} />
      </DrawnInTurn>
    </ChartCard>
  );
}
