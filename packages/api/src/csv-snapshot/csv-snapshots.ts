import { csvSnapshotFileSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** Assumed path (endpoints.md row 84, ADR 0091). */
export const csvSnapshotsPath = 'api/admin/actions/csvSnapshots';

/** Answer `{ files }`; a list of bare paths is read too. */
const csvSnapshotsAnswerSchema = z
  .union([z.object({ files: z.array(csvSnapshotFileSchema) }), z.array(z.string().min(1))])
  .transform((answer) =>
    Array.isArray(answer) ? answer.map((csv_path) => ({ csv_path, created_at: null })) : answer.files,
  );

/** The generated snapshot files (the "list" call of docs/endpoints.md). */
export function getCsvSnapshots(client: ApiClient) {
  return client.request({ method: 'GET', path: csvSnapshotsPath, schema: csvSnapshotsAnswerSchema });
}

export const csvSnapshotsQuery = () =>
  query('csvSnapshots', [csvSnapshotsPath], (client) => getCsvSnapshots(client));

export const csvSnapshotsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getCsvSnapshots',
  method: 'GET',
  path: csvSnapshotsPath,
  summary: 'The CSV snapshots made so far ({ files }, or a list of paths)',
  answer: csvSnapshotsAnswerSchema,
});
