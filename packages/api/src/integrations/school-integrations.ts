import { schoolIntegrationSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import {
  integrationAddSchoolTokenPath,
  integrationSchoolsPath,
  integrationSyncPath,
} from './integration-paths';
import { query } from '../query/query';
import { mutation } from '../query/mutation';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** Answer of `integrationListSchools`: `{ schools }` (ADR 0062). */
const integrationSchoolsAnswerSchema = z.object({ schools: z.array(schoolIntegrationSchema) });
export type IntegrationSchoolsAnswer = z.infer<typeof integrationSchoolsAnswerSchema>;

/** The schools linked to the MIS provider (School integrations table). */
export function getIntegrationSchools(client: ApiClient): Promise<IntegrationSchoolsAnswer> {
  return client.request({ path: integrationSchoolsPath, schema: integrationSchoolsAnswerSchema });
}

export const integrationSchoolsQuery = () =>
  query('integrationSchools', [integrationSchoolsPath], (client) => getIntegrationSchools(client));

/** What the writes of the integrations page answer: `{ success }` (ADR 0062). */
export const integrationWriteAnswerSchema = z.object({ success: z.boolean() });

/** Body of `integrationAddSchoolToken(form)` (docs/product/integrations.md). */
export type IntegrationSchoolBody = {
  name: string;
  organization_id: number;
  provider_school_id: string;
  token: string;
  notes: string;
};

/** Add new School: links a school to the provider with its token. */
export function addIntegrationSchool(client: ApiClient, body: IntegrationSchoolBody) {
  return client.request({
    method: 'POST',
    path: integrationAddSchoolTokenPath,
    body,
    schema: integrationWriteAnswerSchema,
  });
}

/** Answer of a sync: `{ success, last_synced_at }` (ADR 0062). */
const integrationSyncAnswerSchema = z.object({
  success: z.boolean(),
  last_synced_at: z.string().nullish(),
});

/** `integrationSyncSchoolData(organization_id)`: pulls the school's data from the provider now. */
export function syncIntegrationSchool(client: ApiClient, organisationId: number) {
  return client.request({
    method: 'POST',
    path: integrationSyncPath(organisationId),
    schema: integrationSyncAnswerSchema,
  });
}

/** Adding a school's token: the integrated schools are read again. */
export const addIntegrationSchoolMutation = (body: IntegrationSchoolBody) =>
  mutation('addIntegrationSchool', (client) => addIntegrationSchool(client, body), {
    refreshes: [integrationSchoolsQuery()],
  });

/** Syncing a school: the integrated schools are read again. */
export const syncIntegrationSchoolMutation = (organisationId: number) =>
  mutation('syncIntegrationSchool', (client) => syncIntegrationSchool(client, organisationId), {
    refreshes: [integrationSchoolsQuery()],
  });

export const integrationSchoolsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getIntegrationSchools',
  method: 'GET',
  path: integrationSchoolsPath,
  summary: 'The schools linked to the MIS provider',
  answer: integrationSchoolsAnswerSchema,
});

export const addIntegrationSchoolEndpoint = /* @__PURE__ */ endpoint({
  name: 'addIntegrationSchool',
  method: 'POST',
  path: integrationAddSchoolTokenPath,
  summary: "Links a school to the MIS provider with the provider's token",
  answer: integrationWriteAnswerSchema,
});

export const integrationSyncEndpoint = /* @__PURE__ */ endpoint({
  name: 'syncIntegrationSchool',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(integrationSyncPath, 'organisation_id'),
  summary: "Syncs a school's data from the MIS provider",
  answer: integrationSyncAnswerSchema,
});
