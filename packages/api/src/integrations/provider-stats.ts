import { providerStatsSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { providerStatsPath } from './integration-paths';

/** Answer of `loadWondeStats`: `{ stats }` (ADR 0062). */
export const providerStatsAnswerSchema = z.object({ stats: providerStatsSchema });

/** Live provider stats of one school (stats modal). */
export function getProviderStats(client: ApiClient, organisationId: number) {
  return client.request({ path: providerStatsPath(organisationId), schema: providerStatsAnswerSchema });
}

export const providerStatsKey = (organisationId: number) => [providerStatsPath(organisationId)] as const;
