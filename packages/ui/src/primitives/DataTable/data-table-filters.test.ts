import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { cellText, compareCells, initialSorting, tableColumns } from './data-table-filters';
import {
  filterNeedle,
  filterText,
  filterTextsOf,
  rowFilter,
  shownRowOrder,
  sortedRowOrder,
} from './data-table-rows';
import type { DataTableColumn } from './data-table-filters';

type Staff = { id: number; name: string; email: string; staffType: string; years: number[] };

const staff: Staff[] = [
  { id: 1, name: 'zoë Adams', email: 'zoe@school.test', staffType: 'Teacher', years: [3, 4] },
  { id: 2, name: 'Ben Carter', email: 'ben@school.test', staffType: 'Head teacher', years: [] },
  { id: 3, name: 'amir Khan', email: 'AMIR@school.test', staffType: 'School Office', years: [10] },
  { id: 4, name: 'Ben Carter', email: 'ben.c@school.test', staffType: 'Teacher', years: [2] },
];

const columns: DataTableColumn<Staff>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
  { id: 'staffType', header: 'Staff type', accessor: (row) => row.staffType, sortable: false },
  { id: 'years', header: 'Years', accessor: (row) => row.years, filterable: false },
];

/** The ids the table shows for a sort and filters, as the component computes them. */
function visibleIds(sorting: SortingState, columnFilters: ColumnFiltersState = []) {
  const order = sortedRowOrder(staff, columns, sorting);
  return shownRowOrder(order, filterTextsOf(staff, columns), columnFilters).map((index) => staff[index].id);
}

describe('filterText and filterNeedle', () => {
  const matches = (value: Parameters<typeof filterText>[0], query: string) =>
    filterText(value).includes(filterNeedle(query));
  it('matches anywhere in the text, ignoring case', () => {
    expect(matches('Amir Khan', 'KHA')).toBe(true);
    expect(matches('AMIR@school.test', 'amir@')).toBe(true);
    expect(matches('Ben Carter', 'carters')).toBe(false);
  });

  it('lets every row through a blank query and searches lists and numbers as shown', () => {
    expect(matches(null, '  ')).toBe(true);
    expect(matches(['Anna Smith', 'Tom Smith'], 'tom')).toBe(true);
    expect(matches(1500, '50')).toBe(true);
    expect(matches(undefined, 'a')).toBe(false);
  });
});

describe('compareCells', () => {
  it('orders text naturally and case-blind, numbers by size', () => {
    expect(['Year 10', 'year 2', 'Year 1'].sort(compareCells)).toEqual(['Year 1', 'year 2', 'Year 10']);
    expect([10, 9, 100].sort(compareCells)).toEqual([9, 10, 100]);
    expect(compareCells('zoë', 'Zoe')).toBe(0);
  });

  it('shows lists as comma-separated text', () => {
    expect(cellText(['Anna', 'Tom'])).toBe('Anna, Tom');
    expect(cellText(null)).toBe('');
  });
});

describe('initialSorting', () => {
  it('sorts by the first column ascending unless told otherwise', () => {
    expect(initialSorting(columns)).toEqual([{ id: 'name', desc: false }]);
    expect(initialSorting(columns, { columnId: 'email', direction: 'descending' })).toEqual([
      { id: 'email', desc: true },
    ]);
  });

  it('skips columns that do not sort', () => {
    expect(initialSorting(columns, { columnId: 'staffType', direction: 'ascending' })).toEqual([
      { id: 'name', desc: false },
    ]);
    const text = () => '';
    expect(
      initialSorting([
        { id: 'edit', accessor: text, sortable: false },
        { id: 'name', accessor: text },
      ]),
    ).toEqual([{ id: 'name', desc: false }]);
    expect(initialSorting([{ id: 'edit', accessor: text, sortable: false }])).toEqual([]);
    // A column without an accessor (buttons, a picture) has nothing to sort on.
    expect(initialSorting([{ id: 'logo' }, { id: 'name', accessor: text }])).toEqual([
      { id: 'name', desc: false },
    ]);
  });
});

describe('the rows a table shows', () => {
  it('sorts by the first column ascending, case-blind, keeping ties in data order', () => {
    expect(visibleIds(initialSorting(columns))).toEqual([3, 2, 4, 1]);
    expect(visibleIds([{ id: 'name', desc: true }])).toEqual([1, 2, 4, 3]);
  });

  it('sorts e-mails as case-blind text', () => {
    expect(visibleIds([{ id: 'email', desc: false }])).toEqual([3, 4, 2, 1]);
  });

  it('applies every column filter as case-insensitive contains', () => {
    const sorting = initialSorting(columns);
    expect(visibleIds(sorting, [{ id: 'name', value: 'BEN' }])).toEqual([2, 4]);
    expect(
      visibleIds(sorting, [
        { id: 'name', value: 'ben' },
        { id: 'staffType', value: 'teach' },
      ]),
    ).toEqual([2, 4]);
    expect(visibleIds(sorting, [{ id: 'email', value: 'amir@' }])).toEqual([3]);
    expect(visibleIds(sorting, [{ id: 'name', value: 'nobody' }])).toEqual([]);
    // A column that does not filter ignores a filter sent for it.
    expect(visibleIds(sorting, [{ id: 'years', value: '10' }])).toEqual([3, 2, 4, 1]);
  });

  it('keeps data order when nothing sorts', () => {
    expect(visibleIds([])).toEqual([1, 2, 3, 4]);
    expect(visibleIds([{ id: 'staffType', desc: false }])).toEqual([1, 2, 3, 4]);
  });

  it('carries the filterable and sortable flags to TanStack', () => {
    const defs = tableColumns(columns);
    expect(defs.map((def) => def.enableColumnFilter)).toEqual([true, true, true, false]);
    expect(defs.map((def) => def.enableSorting)).toEqual([true, true, false, true]);
  });
});

describe('rowFilter (typing)', () => {
  const names = ['Ann Lee', 'Anna Bell', 'Dan Brown', 'Hannah Ng', 'Ben Carter', 'Joanne Park', 'Amir Khan'];
  const people = Array.from({ length: 700 }, (_, index) => ({
    name: `${names[index % names.length]} ${index}`,
    email: `p${index}@school.test`,
  }));
  const peopleColumns: DataTableColumn<(typeof people)[number]>[] = [
    { id: 'name', header: 'Name', accessor: (row) => row.name },
    { id: 'email', header: 'Email', accessor: (row) => row.email },
  ];
  const order = sortedRowOrder(people, peopleColumns, [{ id: 'name', desc: false }]);
  const textsOf = filterTextsOf(people, peopleColumns);
  const filterOf = (name: string, email = ''): ColumnFiltersState => [
    ...(name ? [{ id: 'name', value: name }] : []),
    ...(email ? [{ id: 'email', value: email }] : []),
  ];

  it('answers what a fresh pass answers through typing, deleting, retyping and a second column', () => {
    const filter = rowFilter(order, textsOf);
    const steps: [string, string?][] = [
      ['a'],
      ['an'],
      ['ann'],
      ['anna'],
      ['ann'],
      ['an'],
      ['a'],
      ['n'],
      ['nn'],
      ['b'],
      ['an', '1'],
      ['ann', '12'],
      ['an', '1'],
      ['', '3'],
      ['Ann '],
      [''],
    ];
    for (const [name, email] of steps)
      expect(filter(filterOf(name, email))).toEqual(shownRowOrder(order, textsOf, filterOf(name, email)));
  });

  it('gives back the very same rows when a Backspace returns to an earlier filter', () => {
    const filter = rowFilter(order, textsOf);
    const an = filter(filterOf('an'));
    filter(filterOf('ann'));
    expect(filter(filterOf('an'))).toBe(an);
    expect(filter([])).toBe(order);
  });

  it('forgets the oldest answers beyond what it remembers, still answering correctly', () => {
    const filter = rowFilter(order, textsOf, 2);
    const first = filter(filterOf('a'));
    filter(filterOf('b'));
    filter(filterOf('c'));
    const again = filter(filterOf('a'));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
