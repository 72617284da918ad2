import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { mlIdAnswerSchema, mlPathOf } from './ml-path';

/** DELETE api/admin/ml/remove/{id} (deleteItem of a model). */
export const removeMlModelPath = (id: number | string) => mlPathOf('remove', id);
export function deleteMlModel(client: ApiClient, id: number) {
  return client.request({
    method: 'DELETE',
    path: removeMlModelPath(id),
    schema: z.object({ success: z.boolean() }),
  });
}

/** POST api/admin/ml/duplicate/{id} (duplicateItem of a model): answers the copy's id. */
export const duplicateMlModelPath = (id: number | string) => mlPathOf('duplicate', id);
export function duplicateMlModel(client: ApiClient, id: number) {
  return client.request({ method: 'POST', path: duplicateMlModelPath(id), schema: mlIdAnswerSchema });
}
