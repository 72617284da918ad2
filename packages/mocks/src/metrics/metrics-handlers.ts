import type { HomeDataAnswer } from '@stride/api';
import { dashboardPath, engagementAction, homeDataAction } from '@stride/api';
import { canOpen, type EngagementInput } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { filterFromBody, resolveFilter } from './dashboard-filter-answers';
import { engagementOf } from './engagement-answers';
import { errorAnswer, forbiddenAnswer } from '../answers/error-answers';
import { journeysMatching, statsOf } from './stats-answers';
import { demoDb } from '../data/demo-db';
import { metricsTablesReady } from '../maps/demo-journeys';
import { asCaller } from '../session/caller';
import { anyHost } from '../handlers/any-host';

/**
 * POST api/admin/dashboard/ (docs/endpoints.md): one path, the action in the body beside the filter payload.
 * homeData answers the Stats under data.data; engagement (super admin only) answers stats,
 * stackedStats and schoolCount. Other actions of the spec are answered by later areas' handlers.
 */
export const dashboardHandlers = [
  http.post(
    anyHost(dashboardPath),
    asCaller(async ({ request, caller }) => {
      const body: unknown = await request.json().catch(() => null);
      const action =
        typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined;
      if (action !== homeDataAction && action !== engagementAction)
        return errorAnswer(400, 'invalid_action', `Unknown dashboard action: ${String(action)}`);
      const filter = filterFromBody(body);
      if (filter === null) return errorAnswer(400, 'invalid_filter', 'The filter is not valid');
      const resolved = resolveFilter(demoDb, caller, filter);
      const tables = await metricsTablesReady(demoDb);
      if (action === homeDataAction) {
        const stats = statsOf(demoDb, journeysMatching(tables.journeys, resolved));
        return HttpResponse.json<HomeDataAnswer>({ data: { data: stats } });
      }
      if (!(caller.role && canOpen(caller.role, 'engagement'))) return forbiddenAnswer('view engagement');
      return HttpResponse.json<EngagementInput>(
        engagementOf(tables.engagement, { schoolIds: resolved.schoolIds, range: filter.range }),
      );
    }),
  ),
];
