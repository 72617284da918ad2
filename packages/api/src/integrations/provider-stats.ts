import { providerStatsSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { providerStatsPath } from './integration-paths';
import { query } from '../query/query';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** Answer of `loadWondeStats`: `{ stats }` (ADR 0062). */
const providerStatsAnswerSchema = z.object({ stats: providerStatsSchema });

/** Live provider stats of one school (stats modal). */
export function getProviderStats(client: ApiClient, organisationId: number) {
  return client.request({ path: providerStatsPath(organisationId), schema: providerStatsAnswerSchema });
}

export const providerStatsQuery = (organisationId: number) =>
  query('providerStats', [providerStatsPath(organisationId)], (client) =>
    getProviderStats(client, organisationId),
  );

export const providerStatsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getProviderStats',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(providerStatsPath, 'organisation_id'),
  summary: "A school's figures at the MIS provider",
  answer: providerStatsAnswerSchema,
});
