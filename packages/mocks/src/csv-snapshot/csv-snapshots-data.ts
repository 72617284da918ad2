import { csvFromRows, type CsvColumn } from '@stride/domain';
import type { DemoDb } from '../data/db-shape';
import { demoNow } from '../data/demo-calendar';

/** A generated snapshot: its path, when it was made and the table it copies. */
export type DbCsvSnapshot = { csv_path: string; created_at: string; table: string };

export type CsvSnapshotTables = { csvSnapshots: DbCsvSnapshot[] };

/** Tables the demo refuses to copy (HTTP 403: 'You are not authorized to generate this CSV Snapshot'). */
export const protectedSnapshotTables = ['accounts', 'password_resets', 'oauth_access_tokens'];

type Exporter = (db: DemoDb) => string;
const exporter =
  <Row>(rows: (db: DemoDb) => readonly Row[], columns: readonly CsvColumn<Row>[]): Exporter =>
  (db) =>
    csvFromRows(columns, rows(db));

/** Tables the demo can copy; any other name fails ('CSV Snapshot generation failed'). */
const exporters: Record<string, Exporter> = {
  schools: exporter(
    (db) => db.schools,
    [
      { header: 'id', value: (row) => row.id },
      { header: 'name', value: (row) => row.name },
      { header: 'council_id', value: (row) => row.council_id },
      { header: 'status', value: (row) => row.status },
    ],
  ),
  councils: exporter(
    (db) => db.councils,
    [
      { header: 'id', value: (row) => row.id },
      { header: 'name', value: (row) => row.name },
    ],
  ),
  students: exporter(
    (db) => db.pupils,
    [
      { header: 'id', value: (row) => row.id },
      { header: 'school_id', value: (row) => row.school_id },
      { header: 'current_year', value: (row) => row.current_year },
      { header: 'created_at', value: (row) => row.created_at },
    ],
  ),
  feedback: exporter(
    (db) => db.feedback,
    [
      { header: 'id', value: (row) => row.id },
      { header: 'category', value: (row) => row.category },
      { header: 'status', value: (row) => row.status },
      { header: 'created_at', value: (row) => row.created_at },
    ],
  ),
};

export const canSnapshot = (table: string) => table in exporters;

export function createCsvSnapshotTables(): CsvSnapshotTables {
  return {
    csvSnapshots: [
      { csv_path: 'snapshots/feedback_2026-06-10.csv', created_at: '2026-06-10 07:00:00', table: 'feedback' },
      { csv_path: 'snapshots/schools_2026-06-01.csv', created_at: '2026-06-01 07:00:00', table: 'schools' },
    ],
  };
}

/** Records a new snapshot of a table the demo can copy, newest first, made at the demo's now (as its run in the History). */
export function generateSnapshot(db: DemoDb, table: string): DbCsvSnapshot {
  const count = db.csvSnapshots.filter((file) => file.table === table).length + 1;
  const now = demoNow();
  const file = {
    csv_path: `snapshots/${table}_${now.slice(0, 10)}_${count}.csv`,
    created_at: now,
    table,
  };
  db.csvSnapshots.unshift(file);
  return file;
}

/** The "signed URL" of a snapshot: the table's rows as a CSV data URL (the demo has no file store). */
export function snapshotUrl(db: DemoDb, file: DbCsvSnapshot): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(exporters[file.table]?.(db) ?? '')}`;
}
