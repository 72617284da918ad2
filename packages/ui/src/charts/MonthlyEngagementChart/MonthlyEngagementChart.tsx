import { capActivePercentage, type EngagementMonth } from '@stride/domain';
import { LineChart, type LineChartProps } from '../LineChart/LineChart';
import { categoricalColours } from '../chart-colours';
import { formatNumber } from '../chart-data';

export type MonthlyEngagementChartProps = {
  /** One label per entry of `stats`, Jan..Dec with the current month as 'Cur' (`monthLabel`, `monthLabelsFor` of @stride/domain). */
  months: string[];
  /** One entry per month; `stats` of the Engagement answer. */
  stats: Pick<EngagementMonth, 'students_perc' | 'active_users_90days'>[];
  /**
   * The chart's title.
   * @default 'Engagement per month'
   */
  title?: string;
} & Omit<LineChartProps, 'categories' | 'series' | 'title' | 'categoryHeader' | 'valueMax' | 'formatValue'>;

/**
 * Students % and active users in 90 days % (capped at 100.00) per month, on an axis from 0 to 100 %.
 * Counts have their own chart (ContentCreatorsChart): one axis never mixes percentages and counts.
 */
export function MonthlyEngagementChart({
  months,
  stats,
  title = 'Engagement per month',
  ...rest
}: MonthlyEngagementChartProps) {
  return (
    <LineChart
      title={title}
      categoryHeader="Month"
      categories={months}
      valueMax={100}
      formatValue={(value) => `${formatNumber(value)}%`}
      series={[
        {
          name: 'Students %',
          values: stats.map((month) => month.students_perc),
          colour: categoricalColours[0],
        },
        {
          name: 'Active users in 90 days %',
          values: stats.map((month) => capActivePercentage(month.active_users_90days)),
          colour: categoricalColours[1],
        },
      ]}
      {...rest}
    />
  );
}
