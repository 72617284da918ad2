/**
 * A list's view in the URL: its column filters (`filter.<column>=text`) and sort (`sort=<column>`,
 * `sort=-<column>` descending), each key after the list's prefix (`automations.sort=-created`) where a
 * page has more than one list. Other keys (the filter bar's schools, type, term …) sit beside them
 * untouched, so a reload, Back and a shared link bring the whole view back.
 */
type ListSort = { columnId: string; direction: 'ascending' | 'descending' };
export type ListView = { filters: Record<string, string>; sort?: ListSort };

const filterKey = 'filter.';
const sortKey = 'sort';
const columnId = /^[a-z][a-z0-9_]*$/i;

/** Whether `key` is one of the list's view keys (a column filter or the sort). */
export const isListViewKey = (key: string, prefix = '') =>
  key === `${prefix}${sortKey}` || key.startsWith(`${prefix}${filterKey}`);

/** The list's column filters and sort read from a query string; anything unreadable is left out. */
export function listViewFromSearchParams(params: URLSearchParams, prefix = ''): ListView {
  const filters: Record<string, string> = {};
  const filterPrefix = `${prefix}${filterKey}`;
  for (const [key, value] of params) {
    const column = key.startsWith(filterPrefix) ? key.slice(filterPrefix.length) : null;
    if (column && columnId.test(column) && value !== '') filters[column] = value;
  }
  const written = params.get(`${prefix}${sortKey}`) ?? '';
  const descending = written.startsWith('-');
  const sortColumn = descending ? written.slice(1) : written;
  return columnId.test(sortColumn)
    ? { filters, sort: { columnId: sortColumn, direction: descending ? 'descending' : 'ascending' } }
    : { filters };
}

/** The query string with the list's view written in (filters and sort replaced), the other keys kept. */
export function withListView(params: URLSearchParams, view: Partial<ListView>, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.filters) {
    const filterPrefix = `${prefix}${filterKey}`;
    for (const key of [...next.keys()]) if (key.startsWith(filterPrefix)) next.delete(key);
    for (const [column, value] of Object.entries(view.filters))
      if (value !== '' && columnId.test(column)) next.set(`${filterPrefix}${column}`, value);
  }
  if (view.sort)
    next.set(
      `${prefix}${sortKey}`,
      `${view.sort.direction === 'descending' ? '-' : ''}${view.sort.columnId}`,
    );
  return next;
}

/** The prefix a list named `name` keeps its view under: 'Email templates' → 'email-templates.'. */
export const listViewPrefix = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'list'
  }.`;
