import { noticeSeries, type NoticeCounts } from '@stride/domain';
import { StackedBarChart, type StackedBarChartProps } from '../StackedBarChart/StackedBarChart';
import { categoricalColours, userTypeColour } from '../chart-colours';

export type NewNoticesChartProps = {
  /** One label per entry of `newNotices`, Jan..Dec with the current month as 'Cur'. */
  months: string[];
  /** Per month, [parents, school, council, admin]; `stackedStats.new_notices` of the Engagement answer. */
  newNotices: readonly NoticeCounts[];
  /**
   * The chart's title.
   * @default 'New notices'
   */
  title?: string;
} & Omit<StackedBarChartProps, 'categories' | 'series' | 'title' | 'categoryHeader'>;

/** New notices per month, stacked by who posted them: parents, school, council, admin. */
export function NewNoticesChart({
  months,
  newNotices,
  title = 'New notices',
  ...rest
}: NewNoticesChartProps) {
  const counts = noticeSeries(newNotices);
  return (
    <StackedBarChart
      title={title}
      categoryHeader="Month"
      categories={months}
      series={[
        { name: 'Parents', values: counts.parents, colour: userTypeColour('parent') },
        { name: 'School', values: counts.school, colour: userTypeColour('staff') },
        { name: 'Council', values: counts.council, colour: categoricalColours[3] },
        { name: 'Admin', values: counts.admin, colour: categoricalColours[0] },
      ]}
      {...rest}
    />
  );
}
