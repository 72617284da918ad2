import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvFromRows } from './csv';

type Parent = { first: string; last: string; children: string[]; email: string };
const columns = [
  { header: 'First name', value: (row: Parent) => row.first },
  { header: 'Last name', value: (row: Parent) => row.last },
  { header: 'Children', value: (row: Parent) => row.children },
  { header: 'Email', value: (row: Parent) => row.email },
];

describe('csvFromRows', () => {
  it('writes a byte-order mark, a header line and one line per row, in the order given, with CRLF line ends', () => {
    const csv = csvFromRows(columns, [
      { first: 'Zoë', last: 'Łukasiewicz', children: ['Tom Lee'], email: 'ann@example.com' },
      { first: 'Bo', last: 'Diaz', children: [], email: 'bo@example.com' },
    ]);
    expect(csv).toBe(
      '\uFEFF"First name","Last name","Children","Email"\r\n' +
        '"Zoë","Łukasiewicz","Tom Lee","ann@example.com"\r\n"Bo","Diaz","","bo@example.com"\r\n',
    );
  });

  it('quotes every cell, doubling the quotes', () => {
    const csv = csvFromRows(columns, [
      {
        first: 'Ann "Annie"',
        last: 'Lee\nSmith',
        children: ['Tom Lee', 'Mia Lee'],
        email: 'a,b@example.com',
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe('"Ann ""Annie""","Lee\nSmith","Tom Lee, Mia Lee","a,b@example.com"');
  });

  it('writes only the header for no rows', () => {
    expect(csvFromRows(columns, [])).toBe('\uFEFF"First name","Last name","Children","Email"\r\n');
  });
});

describe('csvCell', () => {
  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+44 20 7946 0000')).toBe('"\'+44 20 7946 0000"');
    expect(csvCell('-1+1')).toBe('"\'-1+1"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\t=1+1')).toBe('"\'\t=1+1"');
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
    expect(csvCell(['=1+1', 'Tom'])).toBe('"\'=1+1, Tom"');
  });

  it.each([
    ['a line feed', '\n=1+1'],
    ['a space', ' =1+1'],
    ['a no-break space', '\u00A0=1+1'],
    ['a byte-order mark', '\uFEFF=1+1'],
    ['a zero-width space', '\u200B=1+1'],
    ['several of them', ' \u200B\u00A0\n@SUM(A1)'],
  ])('neutralises a formula after %s', (_, text) => {
    expect(csvCell(text)).toBe(`"'${text}"`);
  });

  it.each(['＝1+1', '＋1', '－1+1', '＠SUM(A1)', ' ＝1+1'])(
    'neutralises the fullwidth formula %s',
    (text) => {
      expect(csvCell(text)).toBe(`"'${text}"`);
    },
  );

  it('keeps a separator inside its cell, so it cannot start another', () => {
    expect(csvCell('Smith;=1+1')).toBe('"Smith;=1+1"');
    expect(csvCell('Smith\t=1+1')).toBe('"Smith\t=1+1"');
    expect(csvCell('Smith,=1+1')).toBe('"Smith,=1+1"');
  });

  it('leaves ordinary text alone but for the quotes', () => {
    expect(csvCell('Smith-Jones')).toBe('"Smith-Jones"');
    expect(csvCell('Zoë O’Brien')).toBe('"Zoë O’Brien"');
  });

  it('writes numbers as numbers, even negative ones, and nothing for a missing value', () => {
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvCell(7)).toBe('"7"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });
});

describe('csvFileName', () => {
  it('names the file after the list and the local date', () => {
    expect(csvFileName('Parents', new Date(2026, 10, 5, 23, 30))).toBe('parents-2026-11-05.csv');
    expect(csvFileName('School staff', new Date(2026, 0, 1))).toBe('school-staff-2026-01-01.csv');
  });
});
