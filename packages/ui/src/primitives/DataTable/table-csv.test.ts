import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './data-table-filters';
import { tableCsv } from './table-csv';

type Parent = { first: string; last: string; children: string[] };
const columns: DataTableColumn<Parent>[] = [
  { id: 'last', header: 'Last name', accessor: (row) => row.last },
  { id: 'first', header: 'First name', accessor: (row) => row.first },
  { id: 'children', header: 'Children', accessor: (row) => row.children },
  // A column of controls only: nothing to export.
  { id: 'open', header: 'Open', cell: () => null },
];

describe('a list exported as CSV', () => {
  // Rules: layout.lists.export-csv
  it('has the columns in the order shown, the rows given, and no column without a value', () => {
    const { csv } = tableCsv(
      columns,
      [
        { first: 'Zoë', last: 'Lee', children: ['Tom Lee', 'Ann Lee'] },
        { first: 'Bo', last: 'Diaz', children: [] },
      ],
      'Parents',
      new Date(2026, 10, 29),
    );
    expect(csv).toBe(
      '\uFEFF"Last name","First name","Children"\r\n' +
        '"Lee","Zoë","Tom Lee, Ann Lee"\r\n' +
        '"Diaz","Bo",""\r\n',
    );
  });

  // Rules: layout.lists.export-csv
  it('keeps a spreadsheet from running a cell as a formula', () => {
    const { csv } = tableCsv(
      columns,
      [{ first: '=HYPERLINK("x")', last: '+1', children: ['@a'] }],
      'Parents',
      new Date(),
    );
    expect(csv.split('\r\n')[1]).toBe(`"'+1","'=HYPERLINK(""x"")","'@a"`);
  });

  // Rules: layout.lists.export-csv
  it('is named after the list and the day', () => {
    expect(tableCsv(columns, [], 'Pending notices', new Date(2026, 0, 5)).fileName).toBe(
      'pending-notices-2026-01-05.csv',
    );
  });
});
