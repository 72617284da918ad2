export { HabitsBySchoolYearChart } from './HabitsBySchoolYearChart';
