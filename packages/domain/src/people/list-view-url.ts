/**
 * A user list's view in the URL (docs/product/people.md): the column filters (`filter.<column>=text`),
 * the sort (`sort=<column>`, `sort=-<column>` descending) and the open profile (`profile=user-<id>` or
 * `profile=pupil-<id>`). The filter bar's keys (schools, type, term …) sit beside them untouched, so a
 * reload, Back and a shared link bring the whole view back.
 */
type ListSort = { columnId: string; direction: 'ascending' | 'descending' };
export type ListView = { filters: Record<string, string>; sort?: ListSort };
/** Who the open profile is: a parent or staff member by user_id, a pupil by student_id. */
export type ProfileRefInUrl = { user_id: number } | { student_id: number };

const filterPrefix = 'filter.';
const sortKey = 'sort';
const profileKey = 'profile';
const columnId = /^[a-z][a-z0-9_]*$/i;

/** The list's column filters and sort read from a query string; anything unreadable is left out. */
export function listViewFromSearchParams(params: URLSearchParams): ListView {
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    const column = key.startsWith(filterPrefix) ? key.slice(filterPrefix.length) : null;
    if (column && columnId.test(column) && value !== '') filters[column] = value;
  }
  const written = params.get(sortKey) ?? '';
  const descending = written.startsWith('-');
  const sortColumn = descending ? written.slice(1) : written;
  return columnId.test(sortColumn)
    ? { filters, sort: { columnId: sortColumn, direction: descending ? 'descending' : 'ascending' } }
    : { filters };
}

/** The query string with the list's view written in (filters and sort replaced), the other keys kept. */
export function withListView(params: URLSearchParams, view: Partial<ListView>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.filters) {
    for (const key of [...next.keys()]) if (key.startsWith(filterPrefix)) next.delete(key);
    for (const [column, value] of Object.entries(view.filters))
      if (value !== '' && columnId.test(column)) next.set(`${filterPrefix}${column}`, value);
  }
  if (view.sort) next.set(sortKey, `${view.sort.direction === 'descending' ? '-' : ''}${view.sort.columnId}`);
  return next;
}

/** The query string without the list's view and profile: what another list opens with (the filter bar's keys only). */
export function withoutListView(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...next.keys()])
    if (key.startsWith(filterPrefix) || key === sortKey || key === profileKey) next.delete(key);
  return next;
}

/** The profile open in the URL, or null. */
export function profileFromSearchParams(params: URLSearchParams): ProfileRefInUrl | null {
  const match = /^(user|pupil)-(\d{1,12})$/.exec(params.get(profileKey) ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'user' ? { user_id: id } : { student_id: id };
}

/** The query string with a profile open (or none, with null), the other keys kept. */
export function withProfile(params: URLSearchParams, person: ProfileRefInUrl | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (person === null) next.delete(profileKey);
  else next.set(profileKey, 'user_id' in person ? `user-${person.user_id}` : `pupil-${person.student_id}`);
  return next;
}
