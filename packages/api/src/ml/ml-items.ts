import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { mlIdAnswerSchema, mlPathOf } from './ml-path';
import { mutation } from '../query/mutation';
import { mlModelsQuery } from './ml-models';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** DELETE api/admin/ml/remove/{id} (deleteItem of a model). */
export const removeMlModelPath = (id: number | string) => mlPathOf('remove', id);
const deleteMlModelAnswerSchema = z.object({ success: z.boolean() });

export function deleteMlModel(client: ApiClient, id: number) {
  return client.request({
    method: 'DELETE',
    path: removeMlModelPath(id),
    schema: deleteMlModelAnswerSchema,
  });
}

/** POST api/admin/ml/duplicate/{id} (duplicateItem of a model): answers the copy's id. */
export const duplicateMlModelPath = (id: number | string) => mlPathOf('duplicate', id);
export function duplicateMlModel(client: ApiClient, id: number) {
  return client.request({ method: 'POST', path: duplicateMlModelPath(id), schema: mlIdAnswerSchema });
}

/** Deleting a model: the models are read again. */
export const deleteMlModelMutation = (id: number) =>
  mutation('deleteMlModel', (client) => deleteMlModel(client, id), { refreshes: [mlModelsQuery()] });

/** Duplicating a model: the models are read again. */
export const duplicateMlModelMutation = (id: number) =>
  mutation('duplicateMlModel', (client) => duplicateMlModel(client, id), { refreshes: [mlModelsQuery()] });

export const removeMlModelEndpoint = /* @__PURE__ */ endpoint({
  name: 'deleteMlModel',
  method: 'DELETE',
  path: /* @__PURE__ */ pathTemplate(removeMlModelPath, 'id'),
  summary: 'Deletes a model',
  answer: deleteMlModelAnswerSchema,
});

export const duplicateMlModelEndpoint = /* @__PURE__ */ endpoint({
  name: 'duplicateMlModel',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(duplicateMlModelPath, 'id'),
  summary: "Duplicates a model; answers the copy's id",
  answer: mlIdAnswerSchema,
});
