import { dashboardHomeSchema } from '@stride/domain';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const dashboardHomePath = 'api/admin/dashboard/dashboardHome';

/** Answer of GET api/admin/dashboard/dashboardHome: `{ school, school_stats, guides, achievements }` (docs/endpoints.md). */
const dashboardHomeAnswerSchema = dashboardHomeSchema;

/** The signed-in admin's home dashboard: the organisation, its numbers, guides and achievements. */
export function getDashboardHome(client: ApiClient) {
  return client.request({ path: dashboardHomePath, schema: dashboardHomeAnswerSchema });
}

/** Query descriptor of `getDashboardHome`. */
export const dashboardHomeQuery = () =>
  query('dashboardHome', [dashboardHomePath], (client) => getDashboardHome(client));

export const dashboardHomeEndpoint = /* @__PURE__ */ endpoint({
  name: 'getDashboardHome',
  method: 'GET',
  path: dashboardHomePath,
  summary: "The dashboard home's achievements and figures",
  answer: dashboardHomeAnswerSchema,
});
