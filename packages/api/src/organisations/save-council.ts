import type { CouncilFormValues } from '@stride/domain';
import type { ApiClient } from '../client/create-api-client';
import { councilsPath } from './councils';
import { savedIdAnswerSchema, type SavedIdAnswer } from './saved-id';
import { family, mutation } from '../query/mutation';
import { councilsQuery } from './councils';
import { endpoint } from '../contract/endpoint';

/**
 * Body of POST api/admin/councils (the council form of docs/product/organisations.md). An edit sends the
 * council's `id` and leaves out the disabled e-mail, password and phone (ADR 0050).
 */
export type SaveCouncilBody = {
  id?: number;
  name: string;
  first_name: string;
  last_name: string;
  email?: string;
  password?: string;
  phone?: string;
  support_email: string;
  main_phone: string;
  council_logo?: string | null;
};

/** Creates a council (with its first admin) or, with `id`, updates one. */
export function saveCouncil(client: ApiClient, body: SaveCouncilBody): Promise<SavedIdAnswer> {
  return client.request({ method: 'POST', path: councilsPath, body, schema: savedIdAnswerSchema });
}

/** The body for the form's values: a new council sends everything; an edit sends its id and no disabled field. */
export function saveCouncilBodyOf(values: CouncilFormValues, id?: number): SaveCouncilBody {
  const { email, password, phone, ...editable } = values;
  return id === undefined ? { ...editable, email, password, phone } : { ...editable, id };
}

/** Saving a council: the councils list and the council itself are read again. */
export const saveCouncilMutation = (body: SaveCouncilBody) =>
  mutation('saveCouncil', (client) => saveCouncil(client, body), {
    refreshes: [councilsQuery(), family('council')],
  });

export const saveCouncilEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveCouncil',
  method: 'POST',
  path: councilsPath,
  summary: 'Saves a council; answers its id',
  answer: savedIdAnswerSchema,
});
