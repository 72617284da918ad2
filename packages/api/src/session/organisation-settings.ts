import { organisationSettingsSchema } from '@stride/domain';
import type { OrganisationSettings } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { mutation, setQueryData } from '../query/mutation';
import { query } from '../query/query';
import { isTermsAgreedQuery } from './is-terms-agreed';
import { endpoint } from '../contract/endpoint';

/** GET reads the settings; POST to the same path saves them or records terms agreement. */
export const organisationSettingsPath = 'api/admin/organization/settings';

/** Answer of GET api/admin/organization/settings: `{ settings: { termsConditions?: string | null, ... } | null }`. */
const organisationSettingsAnswerSchema = z.object({ settings: organisationSettingsSchema.nullable() });
export type OrganisationSettingsAnswer = z.infer<typeof organisationSettingsAnswerSchema>;

/** The admin's organisation settings, including the terms text that opens the terms dialog. */
export function getOrganisationSettings(client: ApiClient): Promise<OrganisationSettingsAnswer> {
  return client.request({ path: organisationSettingsPath, schema: organisationSettingsAnswerSchema });
}

/** Query descriptor of `getOrganisationSettings`. */
export const organisationSettingsQuery = () =>
  query('organisationSettings', [organisationSettingsPath], (client) => getOrganisationSettings(client));

/** Body of POST api/admin/organization/settings: either the terms agreement or the whole settings. */
export type SaveOrganisationSettingsPayload = { tc_agreed: true } | { settings: OrganisationSettings };

/**
 * Answer of POST api/admin/organization/settings: `{ settings?: OrganisationSettings | null, success?: boolean }`,
 * or an empty body; everything is optional because callers only need to know it succeeded.
 */
const saveOrganisationSettingsAnswerSchema = z
  .looseObject({ settings: organisationSettingsSchema.nullish(), success: z.boolean().optional() })
  .optional();
export type SaveOrganisationSettingsAnswer = z.infer<typeof saveOrganisationSettingsAnswerSchema>;

/** Saves the settings, or (with `{ tc_agreed: true }`) tells the server the terms were confirmed. */
export function saveOrganisationSettings(
  client: ApiClient,
  payload: SaveOrganisationSettingsPayload,
): Promise<SaveOrganisationSettingsAnswer> {
  return client.request({
    method: 'POST',
    path: organisationSettingsPath,
    body: payload,
    schema: saveOrganisationSettingsAnswerSchema,
  });
}

/** The terms dialog's Confirm: records agreement (docs/product/layout.md). */
export function agreeToTerms(client: ApiClient): Promise<SaveOrganisationSettingsAnswer> {
  return saveOrganisationSettings(client, { tc_agreed: true });
}

/** Agreeing to the terms: once saved, the agreement is known without asking again. */
export const agreeToTermsMutation = () =>
  mutation('agreeToTerms', agreeToTerms, {
    updates: () => [setQueryData(isTermsAgreedQuery(), () => ({ agreed: true }))],
  });

export const organisationSettingsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getOrganisationSettings',
  method: 'GET',
  path: organisationSettingsPath,
  summary: "The admin's organisation settings, with the terms and conditions text",
  answer: organisationSettingsAnswerSchema,
});

export const saveOrganisationSettingsEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveOrganisationSettings',
  method: 'POST',
  path: organisationSettingsPath,
  summary: 'Records the terms agreement ({ tc_agreed: true }) or saves settings',
  answer: saveOrganisationSettingsAnswerSchema,
});
