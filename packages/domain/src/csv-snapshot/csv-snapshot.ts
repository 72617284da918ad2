import { z } from 'zod';
import { checkedText } from '../forms/field-schemas';

/** The spec's words for csv_snapshot (docs/product/csv-snapshot.md), verbatim; `generated` is 'Finished' (ADR 0091). */
export const csvSnapshotMessages = {
  failed: 'CSV Snapshot generation failed',
  forbidden: 'You are not authorized to generate this CSV Snapshot',
  downloaded: 'Csv file downloaded',
  generated: 'Finished',
  tableMissing: 'Enter a table name',
  tableInvalid: 'A table name has only letters, digits and underscores',
} as const;

/** Why a table name cannot be sent, or undefined when it can. */
export function tableNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return csvSnapshotMessages.tableMissing;
  return /^[A-Za-z0-9_]+$/.test(trimmed) ? undefined : csvSnapshotMessages.tableInvalid;
}

/** csv_snapshot's form: the table name, checked by `tableNameProblem` and sent trimmed. */
export const csvSnapshotFormSchema = z.object({ table_name: checkedText(tableNameProblem) });
export type CsvSnapshotFormValues = z.input<typeof csvSnapshotFormSchema>;

export const emptyCsvSnapshotForm: CsvSnapshotFormValues = { table_name: '' };

/** What a failed generation says: 403 has its own sentence, anything else the generic one. */
export const csvSnapshotFailureMessage = (status: number | undefined) =>
  status === 403 ? csvSnapshotMessages.forbidden : csvSnapshotMessages.failed;

/** A generated snapshot file: its path (sent back as csv_path) and when it was made. */
export const csvSnapshotFileSchema = z.object({
  csv_path: z.string().min(1),
  created_at: z.string().nullish(),
});
export type CsvSnapshotFile = z.infer<typeof csvSnapshotFileSchema>;

/** The file's own name, for the list: the last segment of its path. */
export const csvFileLabel = (file: Pick<CsvSnapshotFile, 'csv_path'>) =>
  file.csv_path.split('/').at(-1) ?? file.csv_path;

/**
 * A signed file URL the page may put in a link: https or http, or a CSV data URL (the demo's).
 * Anything else (javascript:, data:text/html …) is refused, since the URL comes from the server.
 */
export function isSafeDownloadUrl(url: string): boolean {
  if (/^data:text\/csv[;,]/i.test(url)) return true;
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
