import type { ApiClient } from '../client/create-api-client';
import { mlIdAnswerSchema, mlPathOf } from './ml-path';

/** POST api/admin/ml/applyModel with {stap_data_upload_id, model_id}: answers an id (docs/endpoints.md, ADR 0079). */
export const applyModelPath = mlPathOf('applyModel');
export function applyModel(client: ApiClient, form: { stap_data_upload_id: number; model_id: number }) {
  return client.request({ method: 'POST', path: applyModelPath, body: form, schema: mlIdAnswerSchema });
}
