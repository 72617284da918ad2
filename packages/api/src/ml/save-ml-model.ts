import type { MlModelBody } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { mlIdAnswerSchema, mlPathOf } from './ml-path';
import { mutation } from '../query/mutation';
import { mlModelsQuery } from './ml-models';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** POST api/admin/ml/store (saveMlModel): answers the model's id. */
export const storeMlModelPath = mlPathOf('store');
export function saveMlModel(client: ApiClient, model: MlModelBody) {
  return client.request({ method: 'POST', path: storeMlModelPath, body: model, schema: mlIdAnswerSchema });
}

/** POST api/admin/ml/train/{id} (trainMl): the training result, shown as JSON (ADR 0079). */
export const trainMlPath = (id: number | string) => mlPathOf('train', id);
const trainResultSchema = z.looseObject({ status: z.string() });
export type TrainResult = z.infer<typeof trainResultSchema>;
export function trainMl(client: ApiClient, id: number): Promise<TrainResult> {
  return client.request({ method: 'POST', path: trainMlPath(id), schema: trainResultSchema });
}

/**
 * POST api/admin/ml/trainMlModel with the model form (with its `id` once saved): trains the model
 * the form describes without storing the form, and answers the training result (ADR 0109).
 */
export const trainMlModelPath = mlPathOf('trainMlModel');
export function trainMlModel(client: ApiClient, model: MlModelBody): Promise<TrainResult> {
  return client.request({ method: 'POST', path: trainMlModelPath, body: model, schema: trainResultSchema });
}

/** Saving a model: the models are read again. */
export const saveMlModelMutation = (model: MlModelBody) =>
  mutation('saveMlModel', (client) => saveMlModel(client, model), { refreshes: [mlModelsQuery()] });

/** Training a model: the models are read again. */
export const trainMlMutation = (id: number) =>
  mutation('trainMl', (client) => trainMl(client, id), { refreshes: [mlModelsQuery()] });

export const storeMlModelEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveMlModel',
  method: 'POST',
  path: storeMlModelPath,
  summary: 'Saves a model; answers its id',
  answer: mlIdAnswerSchema,
});

export const trainMlEndpoint = /* @__PURE__ */ endpoint({
  name: 'trainMl',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(trainMlPath, 'id'),
  summary: 'Trains a saved model',
  answer: trainResultSchema,
});

export const trainMlModelEndpoint = /* @__PURE__ */ endpoint({
  name: 'trainMlModel',
  method: 'POST',
  path: trainMlModelPath,
  summary: 'Trains a model form without saving it',
  answer: trainResultSchema,
});
