import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';
import { cellText, cellValue, compareCells } from './data-table-filters';
import type { DataTableColumn } from './data-table-filters';

/*
 * The table's rows as indexes into `data`: sorted once when the data or the sort changes, then
 * filtered in that order on every keystroke. Filtering keeps the order, so a keystroke costs one
 * pass of string `includes` over lower-cased text made once per column: well under 50 ms for
 * 100 000 rows, where re-sorting the filtered rows on every keystroke took seconds.
 */

/** The text a filter compares: the cell as shown, lower-cased. */
export const filterText = (value: Parameters<typeof cellText>[0]) => cellText(value).toLowerCase();
/** The query a filter looks for: trimmed and lower-cased; '' matches every row. */
export const filterNeedle = (query: unknown) =>
  String(query ?? '')
    .trim()
    .toLowerCase();

/** Row indexes in the order of `sorting` (one column), ties in data order; data order with no sort. */
export function sortedRowOrder<Row>(
  data: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sorting: SortingState,
): number[] {
  const order = data.map((_row, index) => index);
  const [sort] = sorting;
  const column =
    sort &&
    columns.find(
      (candidate) => candidate.id === sort.id && candidate.accessor && candidate.sortable !== false,
    );
  if (!column) return order;
  // Read every value once; the comparisons then only compare.
  const values = data.map((row) => {
    const value = cellValue(column, row);
    return typeof value === 'number' ? value : cellText(value);
  });
  const direction = sort.desc ? -1 : 1;
  return order.sort((a, b) => direction * compareCells(values[a], values[b]) || a - b);
}

/** Each filterable column's lower-cased cell texts (`filterText` at `now` where a column has one), made the first time the column is filtered. */
export function filterTextsOf<Row>(
  data: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  now = new Date(),
): (columnId: string) => string[] | undefined {
  const made = new Map<string, string[]>();
  return (columnId) => {
    const column = columns.find(
      (candidate) => candidate.id === columnId && candidate.accessor && candidate.filterable !== false,
    );
    if (!column) return undefined;
    let texts = made.get(columnId);
    if (!texts) {
      const { filterText: shown } = column;
      texts = shown
        ? data.map((row) => shown(row, now).toLowerCase())
        : data.map((row) => filterText(cellValue(column, row)));
      made.set(columnId, texts);
    }
    return texts;
  };
}

type FilterCheck = { columnId: string; needle: string; texts: string[] };

/** The filters that narrow anything: a non-empty needle on a filterable column, in column order. */
function filterChecks(
  textsOf: (columnId: string) => string[] | undefined,
  filters: ColumnFiltersState,
): FilterCheck[] {
  return filters
    .flatMap((filter) => {
      const needle = filterNeedle(filter.value);
      const texts = textsOf(filter.id);
      return needle && texts ? [{ columnId: filter.id, needle, texts }] : [];
    })
    .sort((a, b) => (a.columnId < b.columnId ? -1 : a.columnId > b.columnId ? 1 : 0));
}

const keep = (rows: readonly number[], checks: readonly FilterCheck[]) =>
  rows.filter((index) => checks.every(({ needle, texts }) => texts[index].includes(needle)));

/** The rows of `order` every column filter lets through (case-insensitive "contains"), order kept. */
export function shownRowOrder(
  order: readonly number[],
  textsOf: (columnId: string) => string[] | undefined,
  filters: ColumnFiltersState,
): readonly number[] {
  const checks = filterChecks(textsOf, filters);
  return checks.length === 0 ? order : keep(order, checks);
}

/** True when every row `narrower` lets through is one `wider` lets through (each wider needle sits inside a narrower one of its column). */
const narrows = (wider: readonly FilterCheck[], narrower: readonly FilterCheck[]) =>
  wider.every((check) =>
    narrower.some((other) => other.columnId === check.columnId && other.needle.includes(check.needle)),
  );

/**
 * `shownRowOrder` for typing: it remembers its last `remember` answers, so a keystroke that lengthens
 * a needle ('an' after 'a') filters only the rows 'a' let through, and a Backspace back to an earlier
 * filter answers at once, with the same array (so nothing re-renders).
 */
export function rowFilter(
  order: readonly number[],
  textsOf: (columnId: string) => string[] | undefined,
  remember = 12,
) {
  const answers = new Map<string, { checks: FilterCheck[]; rows: readonly number[] }>();
  return (filters: ColumnFiltersState): readonly number[] => {
    const checks = filterChecks(textsOf, filters);
    if (checks.length === 0) return order;
    const key = checks.map(({ columnId, needle }) => `${columnId}\u0000${needle}`).join('\u0001');
    const known = answers.get(key);
    if (known) return known.rows;
    let base = order;
    for (const answer of answers.values())
      if (answer.rows.length < base.length && narrows(answer.checks, checks)) base = answer.rows;
    const rows = keep(base, checks);
    answers.set(key, { checks, rows });
    if (answers.size > remember) answers.delete(answers.keys().next().value!);
    return rows;
  };
}
