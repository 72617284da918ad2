import type { EngagementMonth } from '@stride/domain';
import { LineChart, type LineChartProps } from '../LineChart/LineChart';
import { categoricalColours } from '../chart-colours';

export type ContentCreatorsChartProps = {
  /** One label per entry of `stats`, Jan..Dec with the current month as 'Cur' (`monthLabel`, `monthLabelsFor` of @stride/domain). */
  months: string[];
  /** One entry per month; `stats` of the Engagement answer. */
  stats: Pick<EngagementMonth, 'users_created_content'>[];
  /**
   * The chart's title.
   * @default 'Users who created content'
   */
  title?: string;
} & Omit<LineChartProps, 'categories' | 'series' | 'title' | 'categoryHeader' | 'valueMax' | 'formatValue'>;

/** How many users created content each month: a count, on its own axis from 0. */
export function ContentCreatorsChart({
  months,
  stats,
  title = 'Users who created content',
  ...rest
}: ContentCreatorsChartProps) {
  return (
    <LineChart
      title={title}
      categoryHeader="Month"
      categories={months}
      series={[
        {
          name: 'Users who created content',
          values: stats.map((month) => month.users_created_content),
          colour: categoricalColours[2],
        },
      ]}
      {...rest}
    />
  );
}
