/** A column of a CSV export: its header and the text of each row's cell. */
export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined | readonly (string | number)[];
};

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell: lists are joined with ', '; text that a spreadsheet would run as a formula gets a
 * leading apostrophe; a cell holding a comma, quote or line break is quoted, quotes doubled.
 */
export function csvCell(value: ReturnType<CsvColumn<unknown>['value']>): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join(', ') : String(value);
  // Numbers are safe (-3 is a number, not a formula); text and lists are guarded.
  if (typeof value !== 'number' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV (RFC 4180: CRLF line ends), a header line first. */
export function csvFromRows<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The export's file name: the list and the day, e.g. 'parents-2026-11-21.csv'. */
export function csvFileName(list: string, day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const slug =
    list
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export';
  return `${slug}-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.csv`;
}
