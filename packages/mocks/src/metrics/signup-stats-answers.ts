import type { FilterSelection, SignupStats } from '@stride/domain';
import type { DbAccount, DemoDb } from '../data/db-shape';
import { listSchoolIds } from '../people/people-answers';
import { resolveFilter } from './dashboard-filter-answers';

/**
 * Sign-up stats of the filter's schools (docs/product/people.md): totals of everyone signed up, and sign-ups
 * per day within the filter's time span (the range, else the term). The user type narrows the totals.
 */
export function signupStatsOf(db: DemoDb, caller: DbAccount, filter: FilterSelection): SignupStats {
  const schools = listSchoolIds(db, caller, filter.schoolIds);
  const parents =
    filter.type === 'staff'
      ? []
      : db.parents.filter((parent) => parent.school_ids.some((id) => schools.has(id)));
  const staff = filter.type === 'parent' ? [] : db.staff.filter((member) => schools.has(member.school_id));
  const pupils = db.pupils.filter((pupil) => schools.has(pupil.school_id));
  const span = resolveFilter(db, caller, filter).span;
  const days = new Map<string, { staff: number; parents: number }>();
  const count = (createdAt: string, kind: 'staff' | 'parents') => {
    if (!span || createdAt < span.from || createdAt > span.to) return;
    const day = createdAt.slice(0, 10);
    const entry = days.get(day) ?? { staff: 0, parents: 0 };
    entry[kind] += 1;
    days.set(day, entry);
  };
  parents.forEach((parent) => count(parent.created_at, 'parents'));
  staff.forEach((member) => count(member.created_at, 'staff'));
  const years = new Map<number, number>();
  for (const pupil of pupils) years.set(pupil.current_year, (years.get(pupil.current_year) ?? 0) + 1);
  return {
    total_parents: parents.length,
    total_staff: staff.length,
    total_children: pupils.length,
    total_users: parents.length + staff.length,
    usersByDay: [...days]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, counts]) => ({ date, ...counts })),
    pupilsBySchoolYear: [...years]
      .sort(([a], [b]) => a - b)
      .map(([level, total]) => ({
        year: db.schoolYears.find((year) => year.level === level)?.name ?? `Year ${level}`,
        count: total,
      })),
  };
}
