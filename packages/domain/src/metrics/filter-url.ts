import type { Role } from '../access/role';
import { picksTargetSchools } from '../access/role-rules';
import { parseDateTime } from './date-time';
import type { FilterSelection, SchoolSelectionId } from './filter-selection';
import { defaultFilterSelection, userTypes } from './filter-selection';

/**
 * The filter selection in a URL query string, so a view can be bookmarked and shared and Back
 * restores it. Keys:
 * - `schools=12,group_3,council_2` (or `ALL`), comma-separated, in selection order;
 * - `address=5` (organisation address id);
 * - `type=parent` (all, parent, staff);
 * - `term=CURRENT` or a named term;
 * - `from=2026-09-01 08:00` and `to=2026-09-30 08:00` (yyyy-MM-dd HH:mm; both or neither).
 * A field equal to `defaultFilterSelection` is left out, so the default view has a clean URL.
 */
const filterQueryKeys = {
  schools: 'schools',
  address: 'address',
  type: 'type',
  term: 'term',
  from: 'from',
  to: 'to',
} as const;

export function filterToSearchParams(selection: FilterSelection): URLSearchParams {
  const params = new URLSearchParams();
  const initial = defaultFilterSelection;
  if (selection.schoolIds.length > 0) params.set(filterQueryKeys.schools, selection.schoolIds.join(','));
  if (selection.organisationAddressId !== null)
    params.set(filterQueryKeys.address, String(selection.organisationAddressId));
  if (selection.type !== initial.type) params.set(filterQueryKeys.type, selection.type);
  if (selection.term !== initial.term) params.set(filterQueryKeys.term, selection.term);
  if (selection.range) {
    params.set(filterQueryKeys.from, selection.range.from);
    params.set(filterQueryKeys.to, selection.range.to);
  }
  return params;
}

/**
 * The filter selection read back from a query string. A missing key keeps the fallback's value; an
 * invalid value (unknown type, `schools=abc`, `address=-1`, an impossible date, `from` after `to`,
 * only one of from/to) falls back to the fallback's value for that field, with no error.
 */
export function filterFromSearchParams(
  params: URLSearchParams,
  fallback: FilterSelection = defaultFilterSelection,
): FilterSelection {
  return {
    schoolIds: readSchools(params.get(filterQueryKeys.schools)) ?? fallback.schoolIds,
    organisationAddressId: readAddress(params.get(filterQueryKeys.address)) ?? fallback.organisationAddressId,
    type: readType(params.get(filterQueryKeys.type)) ?? fallback.type,
    term: readTerm(params.get(filterQueryKeys.term)) ?? fallback.term,
    range: readRange(params.get(filterQueryKeys.from), params.get(filterQueryKeys.to)) ?? fallback.range,
  };
}

const positiveInteger = /^[1-9]\d{0,14}$/;

/** One school selector id from its text form, or null when it is not one. */
export function parseSchoolSelectionId(text: string): SchoolSelectionId | null {
  const value = text.trim();
  if (value === 'ALL') return 'ALL';
  if (positiveInteger.test(value)) return Number(value);
  const match = /^(group|council)_([1-9]\d{0,14})$/.exec(value);
  if (!match) return null;
  return `${match[1] as 'group' | 'council'}_${Number(match[2])}`;
}

function readSchools(value: string | null): SchoolSelectionId[] | null {
  if (value === null || value.trim() === '') return null;
  const ids: SchoolSelectionId[] = [];
  for (const part of value.split(',')) {
    const id = parseSchoolSelectionId(part);
    if (id === null) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

function readAddress(value: string | null): number | null {
  return value !== null && positiveInteger.test(value.trim()) ? Number(value.trim()) : null;
}

function readType(value: string | null): FilterSelection['type'] | null {
  return userTypes.find((type) => type === value) ?? null;
}

function readTerm(value: string | null): string | null {
  const term = value?.trim() ?? '';
  return term === '' ? null : term;
}

function readRange(from: string | null, to: string | null): FilterSelection['range'] | null {
  if (from === null || to === null) return null;
  const start = parseDateTime(from);
  const end = parseDateTime(to);
  if (!start || !end || start.getTime() > end.getTime()) return null;
  return { from, to };
}

/** The school selector is shown to every role but the school admin (docs/product/metrics.md). */
export const schoolSelectorVisible: (role: Role) => boolean = picksTargetSchools;

/**
 * The address selector shows only when exactly one numeric school id is selected or the admin picks no
 * schools (`picksTargetSchools` of their role: a school admin), and never when an option hides it
 * (docs/product/metrics.md).
 */
export function addressSelectorVisible(
  picksSchools: boolean,
  schoolIds: readonly SchoolSelectionId[],
  hidden = false,
): boolean {
  if (hidden) return false;
  if (!picksSchools) return true;
  return schoolIds.length === 1 && typeof schoolIds[0] === 'number';
}
