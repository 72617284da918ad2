import {
  generateCsvSnapshot,
  getActionsHistory,
  getCsvSnapshotFile,
  getCsvSnapshots,
  isApiError,
} from '@stride/api';
import { describe, expect, it } from 'vitest';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

describe('csv snapshots', () => {
  it('generates a snapshot of a table, lists it first and answers its rows as a CSV link', async () => {
    const client = await signedInClient('super@demo.test');
    await generateCsvSnapshot(client, 'councils');
    const [newest] = await getCsvSnapshots(client);
    expect(newest?.csv_path).toMatch(/^snapshots\/councils_.*\.csv$/);
    const url = await getCsvSnapshotFile(client, newest!.csv_path);
    expect(url.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    const csv = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(csv.startsWith('\uFEFF"id","name"\r\n')).toBe(true);
    expect(csv).toContain('"3","London Borough of Hackney"\r\n');
  });

  // Rules: csv-snapshot.messages.not-authorized
  it('answers 403 for a protected table and a failure for an unknown one', async () => {
    const client = await signedInClient('super@demo.test');
    const forbidden = await rejectionOf(generateCsvSnapshot(client, 'accounts'));
    expect(isApiError(forbidden) && forbidden.status).toBe(403);
    const unknown = await rejectionOf(generateCsvSnapshot(client, 'no_such_table'));
    expect(isApiError(unknown) && unknown.status).toBe(500);
  });

  // Rules: csv-snapshot.history.past-runs
  it('keeps a history of csv_snapshot runs, newest first: the files made so far, then each new one on top', async () => {
    const client = await signedInClient('super@demo.test');
    const runs = () =>
      getActionsHistory(client, {
        school_id: null,
        category: null,
        user_id: null,
        student_id: null,
        action: 'csv_snapshot',
      });
    const before = await runs();
    expect(before.map((run) => run.created_at)).toEqual(['2026-06-10 07:00:00', '2026-06-01 07:00:00']);
    await generateCsvSnapshot(client, 'schools');
    const after = await runs();
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ category: 'data', action: 'csv_snapshot', user_id: null });
    expect(after[0]!.created_at > before[0]!.created_at).toBe(true);
    // A refused or failed generation made nothing: no run is added.
    await rejectionOf(generateCsvSnapshot(client, 'accounts'));
    await rejectionOf(generateCsvSnapshot(client, 'no_such_table'));
    expect(await runs()).toHaveLength(3);
  });
});
