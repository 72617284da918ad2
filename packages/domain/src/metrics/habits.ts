import type { SchoolYearOption } from '../organisations/school-year';
import type { SchoolSelectionId } from './filter-selection';
import type { HabitsBySchoolYearEntry } from './stats';

/**
 * Habits by school year in the order of the schools' year structure (the role's year options):
 * a year the schools teach but no journey came from shows with no journeys; a year the answer
 * names but the options do not keeps its place after them.
 */
export function habitsInYearOrder(
  habits: readonly HabitsBySchoolYearEntry[],
  years: readonly SchoolYearOption[],
): HabitsBySchoolYearEntry[] {
  const byName = new Map(habits.map((entry) => [entry.year, entry]));
  const ordered = [...years]
    .sort((a, b) => a.level - b.level)
    .map((year) => byName.get(year.name) ?? { year: year.name, modes: {} });
  const named = new Set(years.map((year) => year.name));
  return [...ordered, ...habits.filter((entry) => !named.has(entry.year))];
}

/** The schools whose year options apply to a filter: none (every school in scope) when ALL is picked. */
export const yearOptionSchoolIds = (schoolIds: readonly SchoolSelectionId[]): SchoolSelectionId[] =>
  schoolIds.includes('ALL') ? [] : [...schoolIds];
