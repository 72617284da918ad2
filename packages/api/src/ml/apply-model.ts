import type { ApiClient } from '../client/create-api-client';
import { mlIdAnswerSchema, mlPathOf } from './ml-path';
import { mutation } from '../query/mutation';
import { mlModelsQuery } from './ml-models';
import { endpoint } from '../contract/endpoint';

/** POST api/admin/ml/applyModel with {stap_data_upload_id, model_id}: answers an id (docs/endpoints.md, ADR 0079). */
export const applyModelPath = mlPathOf('applyModel');
export function applyModel(client: ApiClient, form: { stap_data_upload_id: number; model_id: number }) {
  return client.request({ method: 'POST', path: applyModelPath, body: form, schema: mlIdAnswerSchema });
}

/** Applying a model to uploaded data: the models are read again. */
export const applyModelMutation = (form: { stap_data_upload_id: number; model_id: number }) =>
  mutation('applyModel', (client) => applyModel(client, form), { refreshes: [mlModelsQuery()] });

export const applyModelEndpoint = /* @__PURE__ */ endpoint({
  name: 'applyModel',
  method: 'POST',
  path: applyModelPath,
  summary: 'Applies a model to an uploaded data set',
  answer: mlIdAnswerSchema,
});
