import { feedbackSchema, type FeedbackStatus } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { mutation, setQueryData } from '../query/mutation';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** `feedbackList` and `feedback/changeStatus` (docs/endpoints.md); method and prefix assumed (ADR 0030). */
export const feedbackListPath = 'api/admin/feedback/feedbackList';
export const feedbackStatusPath = 'api/admin/feedback/changeStatus';

/** Answer of the list: `{ data }` (docs/endpoints.md). */
const feedbackListAnswerSchema = z.object({ data: z.array(feedbackSchema) });
export type FeedbackListAnswer = z.infer<typeof feedbackListAnswerSchema>;

/** Every piece of feedback (the Feedback page). */
export function getFeedbackList(client: ApiClient): Promise<FeedbackListAnswer> {
  return client.request({ path: feedbackListPath, schema: feedbackListAnswerSchema });
}

/** Query descriptor of `getFeedbackList`. */
export const feedbackListQuery = () =>
  query('feedbackList', [feedbackListPath], (client) => getFeedbackList(client));

/** Answer of a status change: `{ success }` (ADR 0061). */
const feedbackStatusAnswerSchema = z.object({ success: z.boolean() });

/** Sets the status of one piece of feedback. */
export function changeFeedbackStatus(client: ApiClient, id: number, status: FeedbackStatus) {
  return client.request({
    method: 'POST',
    path: feedbackStatusPath,
    body: { id, status },
    schema: feedbackStatusAnswerSchema,
  });
}

/** A status change: the list shows it at once, and the old status comes back if the server refuses. */
export const changeFeedbackStatusMutation = (id: number, status: FeedbackStatus) =>
  mutation('changeFeedbackStatus', (client) => changeFeedbackStatus(client, id, status), {
    optimistic: [
      setQueryData(feedbackListQuery(), (answer) => ({
        data: (answer?.data ?? []).map((row) => (row.id === id ? { ...row, status } : row)),
      })),
    ],
  });

export const feedbackListEndpoint = /* @__PURE__ */ endpoint({
  name: 'getFeedbackList',
  method: 'GET',
  path: feedbackListPath,
  summary: 'The feedback sent from the apps',
  answer: feedbackListAnswerSchema,
});

export const feedbackStatusEndpoint = /* @__PURE__ */ endpoint({
  name: 'changeFeedbackStatus',
  method: 'POST',
  path: feedbackStatusPath,
  summary: "Changes a feedback's status ({ id, status })",
  answer: feedbackStatusAnswerSchema,
});
