/** A column of a CSV export: its header and the text of each row's cell. */
export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined | readonly (string | number)[];
};

// What a spreadsheet skips before it reads a cell as a formula: spaces and line breaks of every kind
// (NBSP and the byte-order mark included) and the zero-width characters.
const invisibleStart = /^[\s\u00AD\u180E\u200B-\u200D\u2060]+/u;
// A spreadsheet runs a cell starting with one of these as a formula (CSV injection), the fullwidth
// forms (＝ ＋ － ＠) included; a leading TAB or CR counts too.
const formulaStart = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** Whether a spreadsheet could read `text` as a formula (OWASP CSV injection guidance). */
const looksLikeFormula = (text: string) =>
  /^[\t\r]/.test(text) || formulaStart.test(text.replace(invisibleStart, ''));

/**
 * One CSV cell, always quoted (a `;` or TAB inside cannot start another cell in any spreadsheet's
 * reading), quotes doubled; lists are joined with ', '; text that a spreadsheet would run as a
 * formula gets a leading apostrophe. Numbers are safe (-3 is a number, not a formula) and are never
 * prefixed.
 */
export function csvCell(value: ReturnType<CsvColumn<unknown>['value']>): string {
  if (value === null || value === undefined) return '""';
  let text = Array.isArray(value) ? value.join(', ') : String(value);
  if (typeof value !== 'number' && looksLikeFormula(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A UTF-8 byte-order mark: spreadsheets then read non-ASCII names (Zoë, Łukasz) right. */
const csvByteOrderMark = '\uFEFF';

/** The rows as CSV (RFC 4180: CRLF line ends) after a byte-order mark, a header line first. */
export function csvFromRows<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${csvByteOrderMark}${lines.join('\r\n')}\r\n`;
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
