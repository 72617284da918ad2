import { actionLogSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** POST api/admin/administration/actionsHistory (ADR 0026). */
export const actionsHistoryPath = 'api/admin/administration/actionsHistory';

export type ActionsHistoryBody = {
  school_id: number | null;
  category: string | null;
  user_id: number | null;
  student_id: number | null;
  /** Only the runs of this action (an actions-area page's history, ADR 0086). */
  action?: string;
};

/** Answer: the list itself, or `{ data: list }`; both read as the list. */
const actionsHistoryAnswerSchema = z
  .union([z.array(actionLogSchema), z.object({ data: z.array(actionLogSchema) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.data));

/** The action log of a user or a pupil (getActionsHistory in docs/endpoints.md). */
export function getActionsHistory(client: ApiClient, body: ActionsHistoryBody) {
  return client.request({
    method: 'POST',
    path: actionsHistoryPath,
    body,
    schema: actionsHistoryAnswerSchema,
  });
}

export const actionsHistoryQuery = (body: ActionsHistoryBody) =>
  query('actionsHistory', [actionsHistoryPath, JSON.stringify(body)], (client) =>
    getActionsHistory(client, body),
  );

export const actionsHistoryEndpoint = /* @__PURE__ */ endpoint({
  name: 'getActionsHistory',
  method: 'POST',
  path: actionsHistoryPath,
  summary: 'The action logs of a school, user or student (a list, or { data })',
  answer: actionsHistoryAnswerSchema,
});
