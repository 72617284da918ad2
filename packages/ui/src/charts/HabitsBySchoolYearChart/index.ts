export { HabitsBySchoolYearChart } from './HabitsBySchoolYearChart';
export type { HabitsBySchoolYearChartProps } from './HabitsBySchoolYearChart';
