import { describe, expect, it } from 'vitest';
import {
  allShownState,
  rangeOf,
  ranksOf,
  selectAllLabel,
  selectedLabel,
  selectedShownCount,
  toggled,
  withRows,
} from './row-selection';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
const indexOf = (id: string) => (ids.includes(id) ? ids.indexOf(id) : undefined);
const idAt = (index: number) => ids[index]!;
// Sorted order: f e d c b a; the filters show e, c and a.
const order = [5, 4, 3, 2, 1, 0];
const shown = [4, 2, 0];
const counted = (selection: Set<string>, rows: readonly number[] = shown) =>
  selectedShownCount(selection, { shown: rows, order, ranks: () => ranksOf(order), indexOf, idAt });

describe('a row selection', () => {
  // Rules: layout.lists.select-rows
  it('toggles one row, and selects or unselects a set of rows at once', () => {
    const one = toggled(new Set(), 'a');
    expect([...one]).toEqual(['a']);
    expect([...toggled(one, 'a')]).toEqual([]);
    expect([...withRows(one, ['b', 'c'], true)].sort()).toEqual(['a', 'b', 'c']);
    expect([...withRows(new Set(['a', 'b', 'c']), ['a', 'c'], false)]).toEqual(['b']);
  });

  it('ranges from the anchor to the row clicked, whichever comes first', () => {
    expect(rangeOf(2, 5)).toEqual([2, 3, 4, 5]);
    expect(rangeOf(5, 3)).toEqual([3, 4, 5]);
    expect(rangeOf(1, 1)).toEqual([1]);
  });

  // Rules: layout.lists.select-rows
  it('counts the selected rows the filters show, by either way of counting', () => {
    // Fewer selected than shown: a binary search each over the shown rows.
    expect(counted(new Set(['c']))).toBe(1);
    expect(counted(new Set(['b']))).toBe(0);
    // More selected than shown: a look-up per shown row.
    expect(counted(new Set(['a', 'b', 'c', 'd', 'f']))).toBe(2);
    // No filter: every selected row that is still in the data.
    expect(counted(new Set(['a', 'gone']), order)).toBe(1);
    expect(counted(new Set())).toBe(0);
  });

  // Rules: layout.lists.select-rows
  it('says how many are selected and how many of them the filters hide', () => {
    expect(selectedLabel(3, 0)).toBe('3 selected');
    expect(selectedLabel(3, 1)).toBe('3 selected (1 hidden by filters)');
    expect(selectedLabel(12_000, 0)).toBe('12,000 selected');
    expect(selectAllLabel(1250)).toBe('Select all 1,250 shown');
  });

  it('checks the header box when every shown row is selected, and dashes it when some are', () => {
    expect(allShownState(0, 5)).toBe(false);
    expect(allShownState(2, 5)).toBe('indeterminate');
    expect(allShownState(5, 5)).toBe(true);
    expect(allShownState(0, 0)).toBe(false);
  });
});
