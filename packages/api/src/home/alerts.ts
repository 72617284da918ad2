import { homeAlertSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { mutation, setQueryData } from '../query/mutation';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** GET lists the alerts; POST with an id hides one for good (docs/endpoints.md). */
export const alertsPath = 'api/admin/alerts';

/** Answer of GET api/admin/alerts: `{ alerts: [{ id, message, title?, type? }] }` (ADR 0039). */
const alertsAnswerSchema = z.object({ alerts: z.array(homeAlertSchema) });
export type AlertsAnswer = z.input<typeof alertsAnswerSchema>;

/** The alerts the admin has not hidden. */
export async function getAlerts(client: ApiClient) {
  return (await client.request({ path: alertsPath, schema: alertsAnswerSchema })).alerts;
}

/** Query descriptor of `getAlerts`. */
export const alertsQuery = () => query('alerts', [alertsPath], (client) => getAlerts(client));

/** Answer of POST api/admin/alerts: not shown, so any JSON object (or nothing) is accepted. */
const hideAlertBodySchema = z.object({ id: z.number() });
const hideAlertAnswerSchema = z.looseObject({}).optional();

/** Hides an alert for good: POST `{ id }`. */
export function hideAlert(client: ApiClient, id: number) {
  return client.request({
    method: 'POST',
    path: alertsPath,
    body: { id } satisfies z.input<typeof hideAlertBodySchema>,
    schema: hideAlertAnswerSchema,
  });
}

/** Hiding an alert: it goes at once, and comes back only if the server refuses. */
export const hideAlertMutation = (id: number) =>
  mutation('hideAlert', (client) => hideAlert(client, id), {
    optimistic: [setQueryData(alertsQuery(), (alerts) => (alerts ?? []).filter((alert) => alert.id !== id))],
  });

export const alertsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getAlerts',
  method: 'GET',
  path: alertsPath,
  summary: 'The alerts the admin has not dismissed',
  answer: alertsAnswerSchema,
});

export const hideAlertEndpoint = /* @__PURE__ */ endpoint({
  name: 'hideAlert',
  method: 'POST',
  path: alertsPath,
  summary: 'Hides an alert for good ({ id })',
  body: hideAlertBodySchema,
  answer: hideAlertAnswerSchema,
});
