import type { AlertsAnswer } from '@stride/api';
import { alertsPath, dashboardHomePath } from '@stride/api';
import type { DashboardHome } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { dashboardHomeOf } from './dashboard-home-answers';
import { errorAnswer, notFoundAnswer } from '../answers/error-answers';
import { demoDb } from '../data/demo-db';
import { metricsTablesReady } from '../maps/demo-journeys';
import { asCaller } from '../session/caller';
import { anyHost } from '../handlers/any-host';

/** The home dashboard and its alerts (docs/endpoints.md). */
export const homeHandlers = [
  http.get(
    anyHost(dashboardHomePath),
    asCaller(async ({ caller }) => {
      // The journeys are generated across tasks before the (synchronous) answer counts them.
      await metricsTablesReady(demoDb);
      return HttpResponse.json<DashboardHome>(dashboardHomeOf(caller));
    }),
  ),

  http.get(
    anyHost(alertsPath),
    asCaller(({ caller }) => {
      const alerts = demoDb.alerts.filter(
        (alert) =>
          !alert.hidden_by.includes(caller.id) &&
          (alert.roles === null || (caller.role !== null && alert.roles.includes(caller.role))),
      );
      return HttpResponse.json<AlertsAnswer>({
        alerts: alerts.map(({ id, title, message, type }) => ({ id, title, message, type })),
      });
    }),
  ),

  http.post(
    anyHost(alertsPath),
    asCaller(async ({ request, caller }) => {
      const body: unknown = await request.json().catch(() => null);
      const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
      if (typeof id !== 'number') return errorAnswer(400, 'invalid_id', 'An alert id is required');
      const alert = demoDb.alerts.find((row) => row.id === id);
      if (!alert) return notFoundAnswer('Alert');
      if (!alert.hidden_by.includes(caller.id)) alert.hidden_by.push(caller.id);
      return HttpResponse.json({ success: true });
    }),
  ),
];
