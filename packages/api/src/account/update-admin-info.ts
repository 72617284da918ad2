import type { AccountForm } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { mutation } from '../query/mutation';
import { refreshAdminQuery } from '../session/refresh-admin';
import { endpoint } from '../contract/endpoint';

export const updateAdminInfoPath = 'api/admin/administration/updateAdminInfo';

/** Answer: not shown, so any JSON object (or nothing) is accepted; the console reloads the user after it. */
const updateAdminInfoAnswerSchema = z.looseObject({}).optional();

/**
 * Saves the account form (docs/product/account.md) as it is: logo_url, name, email, new_password,
 * confirm_password, first_name, last_name, contacts.
 */
export function updateAdminInfo(client: ApiClient, form: AccountForm) {
  return client.request({
    method: 'POST',
    path: updateAdminInfoPath,
    body: form,
    schema: updateAdminInfoAnswerSchema,
  });
}

/** Saving the admin's details: the signed-in admin (refreshAdmin) is read again. */
export const updateAdminInfoMutation = (form: AccountForm) =>
  mutation('updateAdminInfo', (client) => updateAdminInfo(client, form), {
    refreshes: [refreshAdminQuery()],
  });

export const updateAdminInfoEndpoint = /* @__PURE__ */ endpoint({
  name: 'updateAdminInfo',
  method: 'POST',
  path: updateAdminInfoPath,
  summary: "Saves the admin's own account form",
  answer: updateAdminInfoAnswerSchema,
});
