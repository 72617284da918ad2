import { csvFileName, csvFromRows, type CsvColumn } from '@stride/domain';
import { cellValue, type DataTableColumn } from './data-table-filters';

/**
 * A list as a CSV file: its columns that have a value (a column that only draws controls has none),
 * in the order shown, and the rows given (the selected ones, else the ones the filters show), made
 * formula-safe by the domain's CSV writer; named after the list and the day ('parents-2026-11-21.csv').
 */
export function tableCsv<Row>(
  columns: readonly DataTableColumn<Row>[],
  rows: readonly Row[],
  listName: string,
  day: Date,
): { fileName: string; csv: string } {
  const exported: CsvColumn<Row>[] = columns
    .filter((column) => column.accessor)
    .map((column) => ({ header: column.header, value: (row: Row) => cellValue(column, row) }));
  return { fileName: csvFileName(listName, day), csv: csvFromRows(exported, rows) };
}
