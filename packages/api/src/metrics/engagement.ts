import type { FilterSelection } from '@stride/domain';
import { engagementSchema, filterPayload } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { dashboardPath } from './home-data';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const engagementAction = 'engagement';

/** Answer of POST api/admin/dashboard/ action engagement: `{ stats, stackedStats, schoolCount }` at the top level. */
const engagementAnswerSchema = engagementSchema;

/** The request body: `{ action: 'engagement', ...filterPayload(filter) }` (the action in the body, as homeData). */
function engagementBody(filter: FilterSelection) {
  return { action: engagementAction, ...filterPayload(filter) };
}

/** Engagement per month for the filter (super admin pane). */
export function getEngagement(client: ApiClient, filter: FilterSelection) {
  return client.request({
    method: 'POST',
    path: dashboardPath,
    body: engagementBody(filter),
    schema: engagementAnswerSchema,
  });
}

/** Query descriptor of `getEngagement`, derived from the filter payload. */
export const engagementQuery = (filter: FilterSelection) =>
  query('engagement', [dashboardPath, engagementAction, JSON.stringify(filterPayload(filter))], (client) =>
    getEngagement(client, filter),
  );

export const engagementEndpoint = /* @__PURE__ */ endpoint({
  name: 'getEngagement',
  method: 'POST',
  path: dashboardPath,
  summary: "Dashboard action engagement: the app's engagement figures",
  body: z.looseObject({ action: z.literal(engagementAction) }),
  answer: engagementAnswerSchema,
});
