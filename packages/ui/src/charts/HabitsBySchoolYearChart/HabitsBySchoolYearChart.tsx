import { travelModes, type HabitsBySchoolYearEntry } from '@stride/domain';
import { StackedBarChart, type StackedBarChartProps } from '../StackedBarChart/StackedBarChart';
import { modeColour, travelModeLabels } from '../chart-colours';

export type HabitsBySchoolYearChartProps = {
  /** Journeys per travel mode for each school year; `habbitsBySchoolYear` of the Stats answer. */
  data: HabitsBySchoolYearEntry[];
  /**
   * The chart's title.
   * @default 'Habits by school year'
   */
  title?: string;
} & Omit<StackedBarChartProps, 'categories' | 'series' | 'title' | 'categoryHeader'>;

/** A bar per school year, stacked by travel mode in the modes' colours. */
export function HabitsBySchoolYearChart({
  data,
  title = 'Habits by school year',
  ...rest
}: HabitsBySchoolYearChartProps) {
  // Only modes someone used get a segment (and a table column).
  const modes = travelModes.filter((mode) => data.some(({ modes: counts }) => (counts[mode] ?? 0) > 0));
  return (
    <StackedBarChart
      title={title}
      categoryHeader="School year"
      categories={data.map(({ year }) => year)}
      series={modes.map((mode) => ({
        name: travelModeLabels[mode],
        values: data.map(({ modes: counts }) => counts[mode] ?? 0),
        colour: modeColour(mode),
      }))}
      {...rest}
    />
  );
}
