import { csvSnapshotFilePath, csvSnapshotsPath, generateCsvSnapshotPath } from '@stride/api';
import { http, HttpResponse } from 'msw';
import { errorAnswer, notFoundAnswer } from '../answers/error-answers';
import { canSnapshot, generateSnapshot, protectedSnapshotTables, snapshotUrl } from './csv-snapshots-data';
import { demoDb } from '../data/demo-db';
import { asCaller, opens } from '../session/caller';
import { anyHost } from '../handlers/any-host';
import { readJsonBody, textField } from '../handlers/read-json-body';
import { logAction } from '../people/profile-writes';

const refused = () => errorAnswer(403, 'forbidden', 'You are not authorized to generate this CSV Snapshot');

/**
 * Actions: csv_snapshot (docs/endpoints.md, ADR 0091): generate a table's snapshot (a protected table is
 * 403, an unknown one a 500), list the files, answer a file's URL.
 */
export const csvSnapshotHandlers = [
  http.post(
    anyHost(generateCsvSnapshotPath),
    asCaller(async ({ request, caller }) => {
      if (!opens(caller.role, 'actions')) return refused();
      const table = textField(await readJsonBody(request), 'table_name');
      if (protectedSnapshotTables.includes(table)) return refused();
      if (!canSnapshot(table))
        return errorAnswer(500, 'snapshot_failed', `No table named ${table || '(none)'}`);
      const file = generateSnapshot(demoDb, table);
      // The run shows in the action's history (docs/product/actions.md: every non-info action has one).
      logAction({
        category: 'data',
        action: 'csv_snapshot',
        user_id: null,
        student_id: null,
        school_id: null,
      });
      return HttpResponse.json({ success: true, csv_path: file.csv_path });
    }),
  ),

  http.get(
    anyHost(csvSnapshotsPath),
    asCaller(({ caller }) =>
      opens(caller.role, 'actions')
        ? HttpResponse.json({
            files: demoDb.csvSnapshots.map(({ csv_path, created_at }) => ({ csv_path, created_at })),
          })
        : refused(),
    ),
  ),

  http.post(
    anyHost(csvSnapshotFilePath),
    asCaller(async ({ request, caller }) => {
      if (!opens(caller.role, 'actions')) return refused();
      const path = textField(await readJsonBody(request), 'csv_path');
      const file = demoDb.csvSnapshots.find((row) => row.csv_path === path);
      return file ? HttpResponse.json({ url: snapshotUrl(demoDb, file) }) : notFoundAnswer('File');
    }),
  ),
];
