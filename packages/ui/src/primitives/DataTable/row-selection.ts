/*
 * A list's row selection: a Set of row ids (getRowId), so a row stays selected whatever the sort and
 * the filters do. Rows are indexes into `data` (data-table-rows.ts); the shown rows are a subsequence
 * of the sorted order, which is what lets the header count the shown selected rows without a pass
 * over every row on every keystroke.
 */

export type RowSelection = ReadonlySet<string>;

/** The selection with `id` added, or taken out when it was in. */
export function toggled(selection: RowSelection, id: string): RowSelection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The selection with every one of `ids` selected (`select`), or none of them. */
export function withRows(selection: RowSelection, ids: Iterable<string>, select: boolean): RowSelection {
  const next = new Set(selection);
  for (const id of ids) {
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The shown positions from `anchor` to `position`, both included, whichever comes first. */
export function rangeOf(anchor: number, position: number): number[] {
  const [from, to] = anchor <= position ? [anchor, position] : [position, anchor];
  return Array.from({ length: to - from + 1 }, (_, offset) => from + offset);
}

/**
 * Each row index's place in the sorted order, made once per sort (not per keystroke), so a selected
 * row is found among the shown ones by a binary search.
 */
export function ranksOf(order: readonly number[]): Int32Array {
  const ranks = new Int32Array(order.length);
  order.forEach((index, rank) => {
    ranks[index] = rank;
  });
  return ranks;
}

/** Whether row `index` is among `shown` (a subsequence of the order `ranks` was made from). */
function isShown(shown: readonly number[], ranks: Int32Array, index: number): boolean {
  const rank = ranks[index];
  let low = 0;
  let high = shown.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = ranks[shown[middle]];
    if (at === rank) return shown[middle] === index;
    if (at < rank) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * How many selected rows the filters show. It costs the smaller of the selection (a binary search
 * each) and the shown rows (a Set look-up each), never a pass over every row.
 */
export function selectedShownCount(
  selection: RowSelection,
  {
    shown,
    order,
    ranks,
    indexOf,
    idAt,
  }: {
    /** The shown rows, as indexes in display order. */
    shown: readonly number[];
    /** Every row in the sort order (shown when no filter narrows). */
    order: readonly number[];
    ranks: () => Int32Array;
    /** The row index of a selected id (undefined when the data no longer has it). */
    indexOf: (id: string) => number | undefined;
    /** The id of the row at an index. */
    idAt: (index: number) => string;
  },
): number {
  if (selection.size === 0) return 0;
  if (shown === order || shown.length === order.length) {
    let count = 0;
    for (const id of selection) if (indexOf(id) !== undefined) count += 1;
    return count;
  }
  if (shown.length <= selection.size) {
    let count = 0;
    for (const index of shown) if (selection.has(idAt(index))) count += 1;
    return count;
  }
  const rankOf = ranks();
  let count = 0;
  for (const id of selection) {
    const index = indexOf(id);
    if (index !== undefined && isShown(shown, rankOf, index)) count += 1;
  }
  return count;
}

const count = new Intl.NumberFormat('en-GB');

/** The header checkbox: checked when every shown row is selected, a dash when some are. */
export function allShownState(selectedShown: number, shown: number): boolean | 'indeterminate' {
  if (shown === 0 || selectedShown === 0) return false;
  return selectedShown === shown ? true : 'indeterminate';
}

/** The selection bar's count: '3 selected', and how many the filters hide ('3 selected (1 hidden by filters)'). */
export function selectedLabel(selected: number, hidden: number): string {
  const base = `${count.format(selected)} selected`;
  return hidden > 0 ? `${base} (${count.format(hidden)} hidden by filters)` : base;
}

/** The header checkbox's name: 'Select all 25 shown'. */
export const selectAllLabel = (shown: number) => `Select all ${count.format(shown)} shown`;
