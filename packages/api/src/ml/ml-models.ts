import { mlModelSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { mlPathOf } from './ml-path';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/ml/list (getMlModels): `{ models }` (ADR 0079). */
export const mlModelsPath = mlPathOf('list');
const mlModelsAnswerSchema = z.object({ models: z.array(mlModelSchema) });
export async function getMlModels(client: ApiClient) {
  return (await client.request({ path: mlModelsPath, schema: mlModelsAnswerSchema })).models;
}
export const mlModelsQuery = () => query('mlModels', [mlModelsPath], (client) => getMlModels(client));

/** GET api/admin/ml/model/{id} (getSingleMl): `{ model }`. */
export const mlModelPath = (id: number | string) => mlPathOf('model', id);
const mlModelAnswerSchema = z.object({ model: mlModelSchema });

export async function getMlModel(client: ApiClient, id: number) {
  return (await client.request({ path: mlModelPath(id), schema: mlModelAnswerSchema })).model;
}
/** @public the query registry test reaches it through the barrel */
export const mlModelQuery = (id: number) =>
  query('mlModel', [mlModelPath(id)], (client) => getMlModel(client, id));

export const mlModelsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getMlModels',
  method: 'GET',
  path: mlModelsPath,
  summary: 'The machine-learning models',
  answer: mlModelsAnswerSchema,
});

export const mlModelEndpoint = /* @__PURE__ */ endpoint({
  name: 'getMlModel',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(mlModelPath, 'id'),
  summary: 'One model',
  answer: mlModelAnswerSchema,
});
