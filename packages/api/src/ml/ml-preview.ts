import type { MlModelBody } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { mlPathOf } from './ml-path';
import { endpoint } from '../contract/endpoint';

const rowSchema = z.record(z.string(), z.unknown());

/** POST api/admin/ml/previewData: the form plus limit; answers `{ data: { data: rows, fields } }` like previewPredict (ADR 0079). */
export const mlPreviewDataPath = mlPathOf('previewData');
/** POST api/admin/ml/previewPredict: the form plus limit and preview_models; answers `data.data` rows and `data.fields` (docs/endpoints.md). */
export const mlPreviewPredictPath = mlPathOf('previewPredict');
const mlPreviewAnswerSchema = z.object({
  data: z.object({ data: z.array(rowSchema), fields: z.array(z.string()) }),
});
export type MlPreview = z.infer<typeof mlPreviewAnswerSchema>['data'];

export async function previewMlData(
  client: ApiClient,
  model: MlModelBody,
  limit: number,
): Promise<MlPreview> {
  return (
    await client.request({
      method: 'POST',
      path: mlPreviewDataPath,
      body: { ...model, limit },
      schema: mlPreviewAnswerSchema,
    })
  ).data;
}

export async function previewMlPredict(
  client: ApiClient,
  form: { stap_data_upload_id: number },
  limit: number,
  previewModels: number[],
): Promise<MlPreview> {
  return (
    await client.request({
      method: 'POST',
      path: mlPreviewPredictPath,
      body: { ...form, limit, preview_models: previewModels },
      schema: mlPreviewAnswerSchema,
    })
  ).data;
}

export const mlPreviewDataEndpoint = /* @__PURE__ */ endpoint({
  name: 'previewMlData',
  method: 'POST',
  path: mlPreviewDataPath,
  summary: "A model's training data, first rows",
  answer: mlPreviewAnswerSchema,
});

export const mlPreviewPredictEndpoint = /* @__PURE__ */ endpoint({
  name: 'previewMlPredict',
  method: 'POST',
  path: mlPreviewPredictPath,
  summary: "Models' predictions on a data set, first rows",
  answer: mlPreviewAnswerSchema,
});
