import type { FilterSelection, SchoolSelectionId, UserType } from '@stride/domain';
import { currentTermValue, filterSelectionSchema } from '@stride/domain';
import type { DbAccount, DemoDb } from '../data/db-shape';
import { schoolsVisibleTo } from '../session/role-scope';

/**
 * Reads the filter payload of a dashboard request body (`filterPayload` of @stride/domain) back into
 * a filter selection, checked by the domain's schema; missing fields take the defaults. Null when
 * the body is not a valid filter.
 */
export function filterFromBody(body: unknown): FilterSelection | null {
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  const range = fields.range;
  const parsed = filterSelectionSchema.safeParse({
    schoolIds: fields.school_ids ?? [],
    organisationAddressId: fields.organization_address_id ?? null,
    type: fields.type ?? 'all',
    term: fields.term ?? currentTermValue,
    range: Array.isArray(range) && range.length === 2 ? { from: range[0], to: range[1] } : (range ?? null),
  });
  return parsed.success ? parsed.data : null;
}

/** What a filter resolves to in the dataset: school ids, a site, a user type and a time span. */
export type ResolvedFilter = {
  schoolIds: Set<number>;
  addressId: number | null;
  type: UserType;
  /** 'yyyy-MM-dd HH:mm:ss' bounds, both included; null when the term is unknown (nothing matches). */
  span: { from: string; to: string } | null;
};

/**
 * The schools a selection names: ids as they are, `group_N` its schools, `council_N` the council's
 * schools; nothing selected or ALL means every school the caller may see.
 */
export function selectedSchoolIds(db: DemoDb, selection: readonly SchoolSelectionId[]): Set<number> | 'all' {
  if (selection.length === 0 || selection.includes('ALL')) return 'all';
  const ids = new Set<number>();
  for (const entry of selection) {
    if (typeof entry === 'number') ids.add(entry);
    else if (entry.startsWith('group_')) {
      const group = db.groups.find((row) => row.id === Number(entry.slice('group_'.length)));
      for (const id of group?.school_ids ?? []) ids.add(id);
    } else if (entry.startsWith('council_')) {
      const councilId = Number(entry.slice('council_'.length));
      for (const school of db.schools) if (school.council_id === councilId) ids.add(school.id);
    }
  }
  return ids;
}

/**
 * The caller's scope (role-scope.ts) intersected with the selection; the time span is the range
 * when one is given, else the term's dates (CURRENT is the demo calendar's current term).
 */
export function resolveFilter(db: DemoDb, caller: DbAccount, filter: FilterSelection): ResolvedFilter {
  const visible = schoolsVisibleTo(caller).map((school) => school.id);
  const selected = selectedSchoolIds(db, filter.schoolIds);
  const schoolIds = new Set(selected === 'all' ? visible : visible.filter((id) => selected.has(id)));
  let span: ResolvedFilter['span'] = null;
  if (filter.range) span = { from: `${filter.range.from}:00`, to: `${filter.range.to}:59` };
  else {
    const term = db.terms.find((row) => row.term === filter.term);
    if (term) span = { from: `${term.starts_on} 00:00:00`, to: `${term.ends_on} 23:59:59` };
  }
  return { schoolIds, addressId: filter.organisationAddressId, type: filter.type, span };
}
