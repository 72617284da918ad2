import type { StepAccountBody } from '@stride/domain';
import { stepAccountSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { mutation } from '../query/mutation';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/step_datamodel/step_accounts (getAccounts): `{ accounts }` (ADR 0080). */
export const stepAccountsPath = 'api/admin/step_datamodel/step_accounts';
const stepAccountsAnswerSchema = z.object({ accounts: z.array(stepAccountSchema) });

export async function getStepAccounts(client: ApiClient) {
  return (
    await client.request({
      path: stepAccountsPath,
      schema: stepAccountsAnswerSchema,
    })
  ).accounts;
}
export const stepAccountsQuery = () =>
  query('stepAccounts', [stepAccountsPath], (client) => getStepAccounts(client));

/** POST api/admin/step_datamodel/account (submitAccount): answers `{ id }`. */
export const stepAccountPath = 'api/admin/step_datamodel/account';
const stepAccountIdAnswerSchema = z.object({ id: z.number() });

export function submitStepAccount(client: ApiClient, account: StepAccountBody) {
  return client.request({
    method: 'POST',
    path: stepAccountPath,
    body: account,
    schema: stepAccountIdAnswerSchema,
  });
}

/** DELETE api/admin/step_datamodel/account/{id} (deleteAccount). */
export const deleteStepAccountPath = (id: number | string) =>
  `${stepAccountPath}/${encodeURIComponent(String(id))}`;
const deleteStepAccountAnswerSchema = z.object({ success: z.boolean() });

export function deleteStepAccount(client: ApiClient, id: number) {
  return client.request({
    method: 'DELETE',
    path: deleteStepAccountPath(id),
    schema: deleteStepAccountAnswerSchema,
  });
}

/** Saving a step account: the accounts are read again. */
export const submitStepAccountMutation = (account: StepAccountBody) =>
  mutation('submitStepAccount', (client) => submitStepAccount(client, account), {
    refreshes: [stepAccountsQuery()],
  });

/** Deleting a step account: the accounts are read again. */
export const deleteStepAccountMutation = (id: number) =>
  mutation('deleteStepAccount', (client) => deleteStepAccount(client, id), {
    refreshes: [stepAccountsQuery()],
  });

export const stepAccountsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getStepAccounts',
  method: 'GET',
  path: stepAccountsPath,
  summary: 'The step accounts',
  answer: stepAccountsAnswerSchema,
});

export const stepAccountEndpoint = /* @__PURE__ */ endpoint({
  name: 'submitStepAccount',
  method: 'POST',
  path: stepAccountPath,
  summary: 'Saves a step account; answers its id',
  answer: stepAccountIdAnswerSchema,
});

export const deleteStepAccountEndpoint = /* @__PURE__ */ endpoint({
  name: 'deleteStepAccount',
  method: 'DELETE',
  path: /* @__PURE__ */ pathTemplate(deleteStepAccountPath, 'id'),
  summary: 'Deletes a step account',
  answer: deleteStepAccountAnswerSchema,
});
