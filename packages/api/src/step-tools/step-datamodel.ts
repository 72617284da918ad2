import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { ApiError } from '../client/api-error';
import { query } from '../query/query';
import { mutation } from '../query/mutation';
import { endpoint } from '../contract/endpoint';

/** Calls under api/admin/step_datamodel (docs/endpoints.md). */
const stepPath = (name: string) => `api/admin/step_datamodel/${name}`;
export const presignedUploadUrlPath = stepPath('getPresignedUploadUrl');
export const stepActionPath = stepPath('step_action');
export const csvListPath = stepPath('get_csv_list');

const anyAnswer = z.looseObject({});

const presignedUploadUrlAnswerSchema = z.object({ upload_url: z.string() });

/** POST getPresignedUploadUrl with {name, fileName, contentType, section 'step_datamodel'}: answers upload_url. */
export async function getPresignedUploadUrl(
  client: ApiClient,
  upload: { name: string; fileName: string; contentType: string },
) {
  const body = { ...upload, section: 'step_datamodel' };
  return (
    await client.request({
      method: 'POST',
      path: presignedUploadUrlPath,
      body,
      schema: presignedUploadUrlAnswerSchema,
    })
  ).upload_url;
}

/** The upload as an error names it: the presigned address carries a signature, so it is left out. */
const storageCall = 'PUT (presigned storage address)';

/** PUT the file to the presigned storage address (not the API host, no bearer token); any non-2xx is a failure (docs/endpoints.md). */
export async function putToPresignedUrl(uploadUrl: string, file: Blob, contentType: string) {
  const response = await fetch(uploadUrl, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': contentType },
  }).catch((cause: unknown) => {
    throw new ApiError({ kind: 'network', call: storageCall, message: 'Could not reach the storage', cause });
  });
  if (!response.ok)
    throw new ApiError({
      kind: 'http',
      status: response.status,
      call: storageCall,
      message: `The storage answered ${response.status}`,
    });
}

/** POST step_action with {action, council_id}; the client sets no timeout, and these take long (docs/endpoints.md): no answer deadline. */
export function stepAction(client: ApiClient, action: string, councilId: number) {
  return client.request({
    method: 'POST',
    path: stepActionPath,
    body: { action, council_id: councilId },
    schema: anyAnswer,
    deadline: false,
  });
}

/** The same path with {action 'process_csv', csv_selection}. */
export function processStepCsv(client: ApiClient, csvSelection: string) {
  return client.request({
    method: 'POST',
    path: stepActionPath,
    body: { action: 'process_csv', csv_selection: csvSelection },
    schema: anyAnswer,
    deadline: false,
  });
}

const csvListAnswerSchema = z.object({ files: z.array(z.string()) });

/** GET get_csv_list: `{ files }` of names, oldest first (ADR 0080). */
export async function getCsvList(client: ApiClient) {
  return (await client.request({ path: csvListPath, schema: csvListAnswerSchema })).files;
}
export const csvListQuery = () => query('csvList', [csvListPath], (client) => getCsvList(client));

/** Uploading a CSV of the step datamodel (a presigned URL, then the file): the CSV list is read again. */
export const uploadStepCsvMutation = (upload: { name: string; file: File; contentType: string }) =>
  mutation(
    'uploadStepCsv',
    async (client) =>
      putToPresignedUrl(
        await getPresignedUploadUrl(client, {
          name: upload.name,
          fileName: upload.file.name,
          contentType: upload.contentType,
        }),
        upload.file,
        upload.contentType,
      ),
    { refreshes: [csvListQuery()] },
  );

export const presignedUploadUrlEndpoint = /* @__PURE__ */ endpoint({
  name: 'getPresignedUploadUrl',
  method: 'POST',
  path: presignedUploadUrlPath,
  summary: 'An address to put a CSV file at (the storage, not this API)',
  answer: presignedUploadUrlAnswerSchema,
});

export const stepActionEndpoint = /* @__PURE__ */ endpoint({
  name: 'stepAction',
  method: 'POST',
  path: stepActionPath,
  summary:
    'Runs a step datamodel action ({ action, council_id }, or process_csv with csv_selection); may run long',
  answer: anyAnswer,
});

export const csvListEndpoint = /* @__PURE__ */ endpoint({
  name: 'getCsvList',
  method: 'GET',
  path: csvListPath,
  summary: 'The uploaded CSV files, oldest first',
  answer: csvListAnswerSchema,
});
