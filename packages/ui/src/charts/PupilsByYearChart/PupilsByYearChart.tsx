import type { SignupStats } from '@stride/domain';
import { BarChart } from '../BarChart/BarChart';
import type { ChartFrameProps } from '../chart-frame';

export type PupilsByYearChartProps = {
  /** `pupilsBySchoolYear` of the Sign-up stats, in school-year order. */
  data: SignupStats['pupilsBySchoolYear'];
  /**
   * The chart's title.
   * @default 'Pupils by school year'
   */
  title?: string;
} & Omit<ChartFrameProps, 'title'>;

/** A bar per school year: how many pupils are signed up (sign-ups, docs/product/people.md). */
export function PupilsByYearChart({
  data,
  title = 'Pupils by school year',
  ...rest
}: PupilsByYearChartProps) {
  return (
    <BarChart
      title={title}
      labelHeader="School year"
      valueHeader="Pupils"
      data={data.map(({ year, count }) => ({ label: year, value: count }))}
      {...rest}
    />
  );
}
