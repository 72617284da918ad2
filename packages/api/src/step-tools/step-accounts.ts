import type { StepAccountBody } from '@stride/domain';
import { stepAccountSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { mutation } from '../query/mutation';

/** GET api/admin/step_datamodel/step_accounts (getAccounts): `{ accounts }` (ADR 0080). */
export const stepAccountsPath = 'api/admin/step_datamodel/step_accounts';
export async function getStepAccounts(client: ApiClient) {
  return (
    await client.request({
      path: stepAccountsPath,
      schema: z.object({ accounts: z.array(stepAccountSchema) }),
    })
  ).accounts;
}
export const stepAccountsQuery = () =>
  query('stepAccounts', [stepAccountsPath], (client) => getStepAccounts(client));

/** POST api/admin/step_datamodel/account (submitAccount): answers `{ id }`. */
export const stepAccountPath = 'api/admin/step_datamodel/account';
export function submitStepAccount(client: ApiClient, account: StepAccountBody) {
  return client.request({
    method: 'POST',
    path: stepAccountPath,
    body: account,
    schema: z.object({ id: z.number() }),
  });
}

/** DELETE api/admin/step_datamodel/account/{id} (deleteAccount). */
export const deleteStepAccountPath = (id: number | string) =>
  `${stepAccountPath}/${encodeURIComponent(String(id))}`;
export function deleteStepAccount(client: ApiClient, id: number) {
  return client.request({
    method: 'DELETE',
    path: deleteStepAccountPath(id),
    schema: z.object({ success: z.boolean() }),
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
