import type { SchoolYearsAnswer } from '@stride/api';
import { HttpResponse } from 'msw';
import type { DbAccount } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { schoolsVisibleTo } from '../session/role-scope';

/**
 * Years taught by the caller's schools, narrowed to `schoolIds[]` when given. The ids are the
 * filter's values: school ids, `group_{id}` or `council_{id}` (the filter bar, docs/product/metrics.md).
 */
export function schoolYearsFor(caller: DbAccount, requestedIds: string[]): Response {
  const visible = schoolsVisibleTo(caller);
  const wanted = requestedIds.length === 0 ? null : expandFilterIds(requestedIds);
  const schools = wanted ? visible.filter((school) => wanted.has(school.id)) : visible;
  const levels = new Set(schools.flatMap((school) => school.year_levels));
  const years = demoDb.schoolYears
    .filter((year) => levels.has(year.level))
    .map(({ level, name }) => ({ level, name }));
  return HttpResponse.json<SchoolYearsAnswer>({ years });
}

function expandFilterIds(ids: string[]): Set<number> {
  const schoolIds = new Set<number>();
  for (const raw of ids) {
    const [, kind, id] = /^(?:(group|council)_)?(\d+)$/.exec(raw) ?? [];
    if (id === undefined) continue;
    const number = Number(id);
    if (kind === 'group')
      demoDb.groups
        .find((group) => group.id === number)
        ?.school_ids.forEach((schoolId) => schoolIds.add(schoolId));
    else if (kind === 'council')
      demoDb.schools
        .filter((school) => school.council_id === number)
        .forEach((school) => schoolIds.add(school.id));
    else schoolIds.add(number);
  }
  return schoolIds;
}
