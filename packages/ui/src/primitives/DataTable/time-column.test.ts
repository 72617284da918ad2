import { describe, expect, it } from 'vitest';
import { shownRowOrder, sortedRowOrder, filterTextsOf } from './data-table-rows';
import { timeColumn } from './time-column';

type Sent = { id: number; created_at: string | null };

const sent: Sent[] = [
  { id: 1, created_at: '2026-11-27 09:00:00' },
  { id: 2, created_at: '2026-11-28 11:05:00' },
  { id: 3, created_at: '2025-10-02 08:00:00' },
  { id: 4, created_at: null },
];
const columns = [timeColumn<Sent>('created_at', 'Created at', (row) => row.created_at)];
const now = new Date(2026, 10, 28, 14, 5);

const shownIds = (needle: string) =>
  shownRowOrder(
    sortedRowOrder(sent, columns, []),
    filterTextsOf(sent, columns, now),
    needle ? [{ id: 'created_at', value: needle }] : [],
  ).map((index) => sent[index].id);

describe('timeColumn', () => {
  // Rules: layout.dates.sort-real-time
  it('sorts on the exact time, oldest first, whatever the relative text reads', () => {
    const order = sortedRowOrder(sent, columns, [{ id: 'created_at', desc: false }]);
    expect(order.map((index) => sent[index].id)).toEqual([4, 3, 1, 2]);
  });

  // Rules: layout.dates.filter-shown
  it('filters on the relative text shown and on the exact time', () => {
    expect(shownIds('yesterday')).toEqual([1]);
    expect(shownIds('hours ago')).toEqual([2]);
    expect(shownIds('last year')).toEqual([3]);
    expect(shownIds('2026-11-28 11')).toEqual([2]);
    expect(shownIds('2026-11')).toEqual([1, 2]);
    expect(shownIds('')).toEqual([1, 2, 3, 4]);
  });
});
