import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { mlPathOf } from './ml-path';
import { mutation } from '../query/mutation';
import { mlModelsQuery } from './ml-models';
import { endpoint } from '../contract/endpoint';

/** POST api/admin/ml/uploadCSV, multipart with csv_file, name, overwrite_cache (docs/endpoints.md); answers `{ success }` (ADR 0079). */
export const uploadCsvPath = mlPathOf('uploadCSV');
const uploadCsvAnswerSchema = z.object({ success: z.boolean() });

export function uploadSurveyCsv(
  client: ApiClient,
  upload: { name: string; file: Blob; fileName: string; overwriteCache: boolean },
) {
  const form = new FormData();
  form.append('csv_file', upload.file, upload.fileName);
  form.append('name', upload.name);
  form.append('overwrite_cache', upload.overwriteCache ? '1' : '0');
  return client.request({
    method: 'POST',
    path: uploadCsvPath,
    body: form,
    schema: uploadCsvAnswerSchema,
  });
}

/** Uploading survey data: the models (their data choices) are read again. */
export const uploadSurveyCsvMutation = (upload: Parameters<typeof uploadSurveyCsv>[1]) =>
  mutation('uploadSurveyCsv', (client) => uploadSurveyCsv(client, upload), { refreshes: [mlModelsQuery()] });

export const uploadCsvEndpoint = /* @__PURE__ */ endpoint({
  name: 'uploadSurveyCsv',
  method: 'POST',
  path: uploadCsvPath,
  summary: 'Uploads a survey CSV (multipart: csv_file, name, overwrite_cache)',
  upload: true,
  answer: uploadCsvAnswerSchema,
});
