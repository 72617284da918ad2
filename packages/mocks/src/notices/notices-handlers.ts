import {
  deleteNoticePath,
  hideNoticePath,
  likeCommentPath,
  likeNoticePath,
  noticeAudiencePath,
  noticesPath,
  pollAnswerPath,
  removeCommentPath,
  saveCommentPath,
  viewNoticePath,
} from '@stride/api';
import {
  canDeleteNotice,
  cardOwnAction,
  isRole,
  noticePageSize,
  parseSchoolSelectionId,
  seesPostAudience,
  showsPtaFilter,
  textReplySchema,
} from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { demoDb } from '../data/demo-db';
import type { DbAccount } from '../data/db-shape';
import type { DbNotice } from './notice-shape';
import { findComment, findNotice, noticeBoardOf } from './notice-boards';
import { asCaller } from '../session/caller';
import { canSeeSchool, schoolsVisibleTo } from '../session/role-scope';
import { anyHost } from '../handlers/any-host';
import { demoFileUrl } from '../handlers/demo-files';
import { commentAnswer, newestFirst, noticeCardAnswer } from './notice-answers';
import { demoNowTime } from '../data/demo-calendar';
import { readJsonBody, textField } from '../handlers/read-json-body';
import { listSchoolIds } from '../people/people-answers';

/**
 * The schools a board request is about (ADR 0107): the target asked for (a school, `group_{id}`,
 * `council_{id}` or ALL, within what the caller may see), else the caller's first school (ADR 0056).
 * A school the caller may not see, or an unreadable target, is refused (null).
 */
function boardSchoolsOf(caller: DbAccount, query: URLSearchParams): number[] | null {
  const asked = query.get('school_id');
  if (!asked)
    return schoolsVisibleTo(caller)
      .slice(0, 1)
      .map((school) => school.id);
  const target = parseSchoolSelectionId(asked);
  if (target === null) return null;
  if (typeof target === 'number') return canSeeSchool(caller, target) ? [target] : null;
  return [...listSchoolIds(demoDb, caller, [target])];
}

/** The boards of these schools as one list: a post sent to several of them is listed once. */
function boardOf(schoolIds: readonly number[]): DbNotice[] {
  const sends = new Set<number>();
  return schoolIds.flatMap(noticeBoardOf).filter((notice) => {
    if (notice.sent_with === undefined) return true;
    if (sends.has(notice.sent_with)) return false;
    sends.add(notice.sent_with);
    return true;
  });
}

const matchesFilter = (notice: DbNotice, filter: string | null) => {
  if (!filter) return true;
  if (filter === 'poll') return notice.type === 'POLL';
  if (filter === 'events') return notice.type === 'EVENT' || notice.type === 'event';
  return notice.category === filter;
};

/** A notice the caller may see, or null. */
export function visibleNotice(caller: DbAccount, id: number) {
  const notice = findNotice(id);
  return notice && canSeeSchool(caller, notice.school_id) ? notice : null;
}

const ok = () => HttpResponse.json({ success: true });

/** The notice board (docs/endpoints.md): list, view, audience, delete, like, hide, poll answers and comments. */
export const noticeHandlers = [
  http.get(
    anyHost(noticesPath),
    asCaller(({ request, caller }) => {
      const query = new URL(request.url).searchParams;
      const schoolIds = boardSchoolsOf(caller, query);
      if (schoolIds === null) return forbiddenAnswer('see this notice board');
      // The PTA filter is every role's but the council admin's (docs/product/notices.md).
      if (query.get('filter') === 'pta' && !(isRole(caller.role) && showsPtaFilter(caller.role)))
        return forbiddenAnswer('filter the notice board by PTA');
      const page = Math.max(0, Number(query.get('page') ?? 0) || 0);
      const board = boardOf(schoolIds).filter((notice) => !notice.hidden_by.includes(caller.id));
      const shown = board.filter((notice) => matchesFilter(notice, query.get('filter'))).sort(newestFirst);
      return HttpResponse.json({
        posts: shown
          .slice(page * noticePageSize, (page + 1) * noticePageSize)
          .map((notice) => noticeCardAnswer(notice, caller.id)),
        count: { pta: board.filter((notice) => notice.category === 'pta').length, total: board.length },
        // The demo's notice pictures and letters (public/demo/notices), served beside the answer.
        bucket_url: demoFileUrl(request, 'notices/'),
      });
    }),
  ),

  http.get(
    anyHost(viewNoticePath(':id')),
    asCaller<{ id: string }>(({ params, caller }) => {
      const notice = visibleNotice(caller, Number(params.id));
      if (!notice) return notFoundAnswer('Notice');
      return HttpResponse.json({
        notice: noticeCardAnswer(notice, caller.id),
        comments: notice.comments.map(commentAnswer),
      });
    }),
  ),

  http.get(
    anyHost(noticeAudiencePath(':id')),
    asCaller<{ id: string }>(({ params, caller }) => {
      // A school admin has no Audience button: who a post went to is for the roles that pick schools.
      if (!(isRole(caller.role) && seesPostAudience(caller.role)))
        return forbiddenAnswer('see the audience of a post');
      const notice = visibleNotice(caller, Number(params.id));
      if (!notice) return notFoundAnswer('Notice');
      const school = demoDb.schools.find((row) => row.id === notice.school_id);
      const group = demoDb.groups.find((row) => row.id === notice.group_id);
      const years = notice.staff_only
        ? ['Staff only']
        : notice.years.length
          ? notice.years.map((level) => (level === 0 ? 'Reception' : level < 0 ? 'Nursery' : `Year ${level}`))
          : ['All years'];
      return HttpResponse.json({
        schools: school ? [school.name] : [],
        years,
        groups: group ? [group.name] : [],
      });
    }),
  ),

  http.delete(
    anyHost(deleteNoticePath(':id')),
    asCaller<{ id: string }>(({ params, caller }) => {
      const notice = visibleNotice(caller, Number(params.id));
      if (!notice) return notFoundAnswer('Notice');
      if (!canDeleteNotice(caller.role ?? '', notice, caller.id))
        return forbiddenAnswer('delete this notice');
      const board = noticeBoardOf(notice.school_id);
      board.splice(board.indexOf(notice), 1);
      return ok();
    }),
  ),

  http.post(
    anyHost(likeNoticePath),
    asCaller(async ({ request, caller }) => {
      const notice = visibleNotice(caller, Number((await readJsonBody(request)).id));
      if (!notice) return notFoundAnswer('Notice');
      notice.likes += 1;
      return HttpResponse.json({ total_likes: notice.likes });
    }),
  ),

  http.post(
    anyHost(hideNoticePath),
    asCaller(async ({ request, caller }) => {
      const notice = visibleNotice(caller, Number((await readJsonBody(request)).id));
      if (!notice) return notFoundAnswer('Notice');
      // Authors edit their own cards; only others' cards can be hidden.
      if (cardOwnAction(notice, caller.id) !== 'hide') return forbiddenAnswer('hide a post you wrote');
      notice.hidden_by.push(caller.id);
      return ok();
    }),
  ),

  http.post(
    anyHost(pollAnswerPath),
    asCaller(async ({ request, caller }) => {
      const body = await readJsonBody(request);
      const notice = visibleNotice(caller, Number(body.id));
      if (notice?.type === 'DYNAMIC') {
        const reply = textReplySchema.safeParse(textField(body, 'text'));
        if (!reply.success) return errorAnswer(422, 'invalid', reply.error.issues[0]!.message);
        notice.replies = { ...notice.replies, [caller.id]: reply.data };
        return HttpResponse.json({ poll_data: noticeCardAnswer(notice, caller.id).extras });
      }
      const answer = notice?.poll?.answers[Number(body.answerIndex)];
      if (!notice?.poll || !answer) return notFoundAnswer('Poll answer');
      const previous = notice.poll.voters[caller.id];
      if (previous !== undefined) notice.poll.answers[previous]!.votes -= 1;
      answer.votes += 1;
      notice.poll.voters[caller.id] = Number(body.answerIndex);
      return HttpResponse.json({ poll_data: noticeCardAnswer(notice, caller.id).extras });
    }),
  ),

  http.post(
    anyHost(saveCommentPath),
    asCaller(async ({ request, caller }) => {
      const body = await readJsonBody(request);
      const notice = visibleNotice(caller, Number(body.notice_id));
      const text = textField(body, 'comment');
      if (!notice) return notFoundAnswer('Notice');
      if (!text)
        return HttpResponse.json({ error: 'invalid', message: 'The comment is empty' }, { status: 422 });
      const comment = {
        // Never an id a removed comment had: a new one after a removal stays a comment of its own.
        id: Math.max(notice.id * 100 + 9, ...notice.comments.map((row) => row.id)) + 1,
        comment: text,
        likes: 0,
        liked_by: [],
        minutes_ago: 0,
        written_at: demoNowTime(),
        user_id: caller.id,
        author: {
          first_name: caller.first_name,
          last_name: caller.last_name,
          salutation: '',
          staff_type: null,
          profile_photo_url: null,
        },
      };
      notice.comments.push(comment);
      notice.comments.sort(newestFirst);
      return HttpResponse.json({ comment: commentAnswer(comment) });
    }),
  ),

  http.post(
    anyHost(removeCommentPath(':id')),
    asCaller<{ id: string }>(({ params, caller }) => {
      const found = findComment(Number(params.id));
      if (!found || !canSeeSchool(caller, found.notice.school_id)) return notFoundAnswer('Comment');
      found.notice.comments.splice(found.notice.comments.indexOf(found.comment), 1);
      return ok();
    }),
  ),

  http.post(
    anyHost(likeCommentPath),
    asCaller(async ({ request, caller }) => {
      const found = findComment(Number((await readJsonBody(request)).comment_id));
      if (!found || !canSeeSchool(caller, found.notice.school_id)) return notFoundAnswer('Comment');
      // A second like by the same admin answers 0: the console then leaves the count alone.
      if (found.comment.liked_by.includes(caller.id)) return HttpResponse.json({ value: 0 });
      found.comment.liked_by.push(caller.id);
      found.comment.likes += 1;
      return HttpResponse.json({ value: found.comment.likes });
    }),
  ),
];
