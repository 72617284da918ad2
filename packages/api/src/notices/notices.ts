import {
  extrasSchema,
  noticeAudienceSchema,
  noticeCardSchema,
  noticeCommentSchema,
  numericSchema,
  type NoticeFilterCategory,
  type SchoolSelectionId,
} from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { family, mutation } from '../query/mutation';
import { endpoint, pathTemplate } from '../contract/endpoint';

const notificationPath = 'api/admin/notification';
const idSegment = (id: number | string) => encodeURIComponent(String(id));

/** GET api/admin/notification/all (docs/endpoints.md): optional school_id, page from 0, filter. */
export const noticesPath = `${notificationPath}/all`;

/**
 * What the board asks for: `schoolId` is the school selector's target (a school, `group_{id}`,
 * `council_{id}` or ALL, sent as `school_id`, ADR 0107); null lets the server pick the admin's school.
 */
export type NoticeQuery = {
  schoolId: SchoolSelectionId | null;
  page: number;
  filter: NoticeFilterCategory | null;
};

/** Answer: posts, count (the stats, e.g. `{ pta }`) and bucket_url, where attachments live (ADR 0055). */
const noticesAnswerSchema = z.object({
  posts: z.array(noticeCardSchema),
  count: z.record(z.string(), numericSchema).default({}),
  bucket_url: z.string().default(''),
});
export type NoticesAnswer = z.infer<typeof noticesAnswerSchema>;

/** The query string `getNotices` sends. */
const noticesQuerySchema = z.object({
  page: z.number().int().min(0),
  school_id: z.union([z.number(), z.string()]).optional(),
  filter: z.string().optional(),
});

export function getNotices(
  client: ApiClient,
  { schoolId, page, filter }: NoticeQuery,
): Promise<NoticesAnswer> {
  const params: z.input<typeof noticesQuerySchema> = {
    page,
    ...(schoolId === null ? {} : { school_id: schoolId }),
    ...(filter ? { filter } : {}),
  };
  return client.request({ path: noticesPath, query: params, schema: noticesAnswerSchema });
}

/** Query descriptor of one page of `getNotices`. */
export const noticesQuery = (page: NoticeQuery) =>
  query('notices', [noticesPath, page.schoolId, page.filter, page.page], (client) =>
    getNotices(client, page),
  );

/** GET api/admin/notification/viewNotice/{id}: the notice and all its comments. */
export const viewNoticePath = (id: number | string) => `${notificationPath}/viewNotice/${idSegment(id)}`;
const viewNoticeAnswerSchema = z.object({
  notice: noticeCardSchema,
  comments: z.array(noticeCommentSchema),
});
export type ViewNoticeAnswer = z.infer<typeof viewNoticeAnswerSchema>;

export function viewNotice(client: ApiClient, id: number): Promise<ViewNoticeAnswer> {
  return client.request({ path: viewNoticePath(id), schema: viewNoticeAnswerSchema });
}
export const viewNoticeQuery = (id: number) =>
  query('viewNotice', [viewNoticePath(id)], (client) => viewNotice(client, id));

/** GET api/admin/notification/audience/{id}: schools, years and groups the post went to. */
export const noticeAudiencePath = (id: number | string) => `${notificationPath}/audience/${idSegment(id)}`;

export function getNoticeAudience(client: ApiClient, id: number) {
  return client.request({ path: noticeAudiencePath(id), schema: noticeAudienceSchema });
}
export const noticeAudienceQuery = (id: number) =>
  query('noticeAudience', [noticeAudiencePath(id)], (client) => getNoticeAudience(client, id));

/** Answers the spec does not show: any JSON object, or nothing. */
export const anyAnswerSchema = z.looseObject({}).optional();

/** DELETE api/admin/notification/delete/{id}. */
export const deleteNoticePath = (id: number | string) => `${notificationPath}/delete/${idSegment(id)}`;
export function deleteNotice(client: ApiClient, id: number) {
  return client.request({ method: 'DELETE', path: deleteNoticePath(id), schema: anyAnswerSchema });
}

/** POST api/admin/notification/likeNotice with id (path assumed, endpoints.md row 54). */
export const likeNoticePath = `${notificationPath}/likeNotice`;
export function likeNotice(client: ApiClient, id: number) {
  return client.request({ method: 'POST', path: likeNoticePath, body: { id }, schema: anyAnswerSchema });
}

/** POST api/admin/notification/hideNotification with id (path assumed, row 55). */
export const hideNoticePath = `${notificationPath}/hideNotification`;
export function hideNotice(client: ApiClient, id: number) {
  return client.request({ method: 'POST', path: hideNoticePath, body: { id }, schema: anyAnswerSchema });
}

/**
 * POST api/admin/notification/pollAnswer (path assumed, row 56); answers poll_data, JSON text of the
 * card's extras. A vote sends the answer's index and no text; a text reply to a DYNAMIC notice sends
 * answerIndex null and the text (ADR 0107).
 */
export const pollAnswerPath = `${notificationPath}/pollAnswer`;
const pollAnswerAnswerSchema = z.object({ poll_data: extrasSchema });
export type PollVote = { poll_id: number; answerIndex: number | null; id: number; text: string };

export async function answerPoll(client: ApiClient, vote: PollVote) {
  return (
    await client.request({ method: 'POST', path: pollAnswerPath, body: vote, schema: pollAnswerAnswerSchema })
  ).poll_data;
}

/** What a write on a card changes: the board's pages and any open post. */
const onTheBoard = [family('notices'), family('viewNotice')];

/** Liking a post. */
export const likeNoticeMutation = (id: number) =>
  mutation('likeNotice', (client) => likeNotice(client, id), { refreshes: onTheBoard });

/** Hiding a post: the board is read again. */
export const hideNoticeMutation = (id: number) =>
  mutation('hideNotice', (client) => hideNotice(client, id), { refreshes: [family('notices')] });

/** Deleting a post: the board is read again. */
export const deleteNoticeMutation = (id: number) =>
  mutation('deleteNotice', (client) => deleteNotice(client, id), { refreshes: [family('notices')] });

/** Answering a poll, or replying to a DYNAMIC notice. */
export const answerPollMutation = (vote: PollVote) =>
  mutation('answerPoll', (client) => answerPoll(client, vote), { refreshes: onTheBoard });

export const noticesEndpoint = /* @__PURE__ */ endpoint({
  name: 'getNotices',
  method: 'GET',
  path: noticesPath,
  summary: 'A page of the notice board (20 posts), its counts and where attachments live',
  query: noticesQuerySchema,
  answer: noticesAnswerSchema,
});

export const viewNoticeEndpoint = /* @__PURE__ */ endpoint({
  name: 'viewNotice',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(viewNoticePath, 'id'),
  summary: 'A notice and all its comments',
  answer: viewNoticeAnswerSchema,
});

export const noticeAudienceEndpoint = /* @__PURE__ */ endpoint({
  name: 'getNoticeAudience',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(noticeAudiencePath, 'id'),
  summary: 'The schools, years and groups a post went to',
  answer: noticeAudienceSchema,
});

export const deleteNoticeEndpoint = /* @__PURE__ */ endpoint({
  name: 'deleteNotice',
  method: 'DELETE',
  path: /* @__PURE__ */ pathTemplate(deleteNoticePath, 'id'),
  summary: 'Deletes a post',
  answer: anyAnswerSchema,
});

export const likeNoticeEndpoint = /* @__PURE__ */ endpoint({
  name: 'likeNotice',
  method: 'POST',
  path: likeNoticePath,
  summary: 'Likes a post ({ id })',
  answer: anyAnswerSchema,
});

export const hideNoticeEndpoint = /* @__PURE__ */ endpoint({
  name: 'hideNotice',
  method: 'POST',
  path: hideNoticePath,
  summary: "Hides a post from the admin's board ({ id })",
  answer: anyAnswerSchema,
});

export const pollAnswerEndpoint = /* @__PURE__ */ endpoint({
  name: 'answerPoll',
  method: 'POST',
  path: pollAnswerPath,
  summary: "Votes in a poll, or replies to a dynamic notice; answers the poll's data",
  answer: pollAnswerAnswerSchema,
});
