import { isSafeDownloadUrl } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { endpoint } from '../contract/endpoint';

/** Assumed path (endpoints.md row 85, ADR 0091). */
export const csvSnapshotFilePath = 'api/admin/actions/getCsvSnapshotFile';

const safeUrl = z.string().refine(isSafeDownloadUrl, 'not a download URL');

/** Answer: the signed URL, bare or as `{ url }`; a URL the page may not link to fails the schema. */
const csvSnapshotFileAnswerSchema = z.union([
  safeUrl,
  z.object({ url: safeUrl }).transform((answer) => answer.url),
]);

/** A signed download URL for a generated file (docs/endpoints.md: with csv_path, the response is a URL). */
export function getCsvSnapshotFile(client: ApiClient, csvPath: string) {
  return client.request({
    method: 'POST',
    path: csvSnapshotFilePath,
    body: { csv_path: csvPath },
    schema: csvSnapshotFileAnswerSchema,
  });
}

export const csvSnapshotFileEndpoint = /* @__PURE__ */ endpoint({
  name: 'getCsvSnapshotFile',
  method: 'POST',
  path: csvSnapshotFilePath,
  summary: "A snapshot's download address ({ csv_path } in, { url } out)",
  answer: csvSnapshotFileAnswerSchema,
});
