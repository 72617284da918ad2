import { noticeCommentSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { anyAnswerSchema } from './notices';
import { family, mutation } from '../query/mutation';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** POST api/admin/notification/comments/save with comment, notice_id and noticeUserId (docs/endpoints.md). */
export const saveCommentPath = 'api/admin/notification/comments/save';
/** Answer: the stored comment (ADR 0055). */
const saveCommentAnswerSchema = z.object({ comment: noticeCommentSchema });

export type CommentBody = { comment: string; notice_id: number; noticeUserId: number | null };

export async function saveComment(client: ApiClient, body: CommentBody) {
  return (
    await client.request({ method: 'POST', path: saveCommentPath, body, schema: saveCommentAnswerSchema })
  ).comment;
}

/** POST api/admin/users/comments/removeComment/{id}. */
export const removeCommentPath = (id: number | string) =>
  `api/admin/users/comments/removeComment/${encodeURIComponent(String(id))}`;
export function removeComment(client: ApiClient, id: number) {
  return client.request({ method: 'POST', path: removeCommentPath(id), schema: anyAnswerSchema });
}

/**
 * POST api/admin/notification/likeComment with comment_id (path assumed, row 53). The answer is a
 * value (`{ value }`, ADR 0055); the count rises only when it is above zero.
 */
export const likeCommentPath = 'api/admin/notification/likeComment';
const likeCommentAnswerSchema = z.object({ value: z.number() });

export async function likeComment(client: ApiClient, commentId: number): Promise<number> {
  return (
    await client.request({
      method: 'POST',
      path: likeCommentPath,
      body: { comment_id: commentId },
      schema: likeCommentAnswerSchema,
    })
  ).value;
}

/** What a comment changes: the board's pages and any open post. */
const commentedOn = [family('notices'), family('viewNotice')];

/** Commenting on a post. */
export const saveCommentMutation = (body: CommentBody) =>
  mutation('saveComment', (client) => saveComment(client, body), { refreshes: commentedOn });

/** Liking a comment. */
export const likeCommentMutation = (commentId: number) =>
  mutation('likeComment', (client) => likeComment(client, commentId), { refreshes: commentedOn });

/** Removing a comment. */
export const removeCommentMutation = (id: number) =>
  mutation('removeComment', (client) => removeComment(client, id), { refreshes: commentedOn });

export const saveCommentEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveComment',
  method: 'POST',
  path: saveCommentPath,
  summary: 'Comments on a post',
  answer: saveCommentAnswerSchema,
});

export const removeCommentEndpoint = /* @__PURE__ */ endpoint({
  name: 'removeComment',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(removeCommentPath, 'id'),
  summary: 'Removes a comment',
  answer: anyAnswerSchema,
});

export const likeCommentEndpoint = /* @__PURE__ */ endpoint({
  name: 'likeComment',
  method: 'POST',
  path: likeCommentPath,
  summary: 'Likes a comment ({ comment_id }); the like counts when the value is above zero',
  answer: likeCommentAnswerSchema,
});
