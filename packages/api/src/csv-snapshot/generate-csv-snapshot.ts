import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { family, mutation } from '../query/mutation';
import { csvSnapshotsQuery } from './csv-snapshots';
import { endpoint } from '../contract/endpoint';

/** Assumed path (endpoints.md row 83, ADR 0091). */
export const generateCsvSnapshotPath = 'api/admin/actions/generateCsvSnapshot';

/** Answer not shown: any JSON object; `{ success: false }` is a failure too. */
const generateCsvSnapshotAnswerSchema = z.looseObject({ success: z.boolean().optional() }).optional();

/** Generates a CSV snapshot of a table (docs/endpoints.md). */
export function generateCsvSnapshot(client: ApiClient, tableName: string) {
  return client.request({
    method: 'POST',
    path: generateCsvSnapshotPath,
    body: { table_name: tableName.trim() },
    schema: generateCsvSnapshotAnswerSchema,
  });
}

/** Generating a snapshot: the list of files and the action's History are read again. */
export const generateCsvSnapshotMutation = (tableName: string) =>
  mutation('generateCsvSnapshot', (client) => generateCsvSnapshot(client, tableName), {
    refreshes: [csvSnapshotsQuery(), family('actionsHistory')],
  });

export const generateCsvSnapshotEndpoint = /* @__PURE__ */ endpoint({
  name: 'generateCsvSnapshot',
  method: 'POST',
  path: generateCsvSnapshotPath,
  summary: 'Makes a CSV snapshot of a table ({ table_name })',
  answer: generateCsvSnapshotAnswerSchema,
});
