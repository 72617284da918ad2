import type { FilterSelection } from '@stride/domain';
import { filterPayload, statsSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** One path for every dashboard action (docs/endpoints.md). */
export const dashboardPath = 'api/admin/dashboard/';
export const homeDataAction = 'homeData';

/**
 * Answer of POST api/admin/dashboard/ action homeData: the Stats nested under `data.data`
 * (docs/endpoints.md). Other fields beside `data.data` are ignored.
 */
const homeDataAnswerSchema = z.object({ data: z.object({ data: statsSchema }) });
export type HomeDataAnswer = z.infer<typeof homeDataAnswerSchema>;

/**
 * The request body: the action name in the body next to the filter payload,
 * `{ action: 'homeData', school_ids, organization_address_id, type, term, range }`.
 * The spec says "action names ... Payload is the filter selection" without saying where the action
 * goes; the body keeps one path, one method, and the whole request in one JSON document.
 */
function homeDataBody(filter: FilterSelection) {
  return { action: homeDataAction, ...filterPayload(filter) };
}

/** The travel-plan stats for the filter. */
export async function getHomeData(client: ApiClient, filter: FilterSelection) {
  const answer = await client.request({
    method: 'POST',
    path: dashboardPath,
    body: homeDataBody(filter),
    schema: homeDataAnswerSchema,
  });
  return answer.data.data;
}

/** Query descriptor of `getHomeData`: equal filters give equal keys, so the cache is shared by panes. */
export const homeDataQuery = (filter: FilterSelection) =>
  query('homeData', [dashboardPath, homeDataAction, JSON.stringify(filterPayload(filter))], (client) =>
    getHomeData(client, filter),
  );

export const homeDataEndpoint = /* @__PURE__ */ endpoint({
  name: 'getHomeData',
  method: 'POST',
  path: dashboardPath,
  summary: "Dashboard action homeData: the filter's travel-plan stats",
  body: z.looseObject({ action: z.literal(homeDataAction) }),
  answer: homeDataAnswerSchema,
});
