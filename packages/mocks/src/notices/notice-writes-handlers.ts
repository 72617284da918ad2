import {
  deleteGroupPath,
  pendingNoticesPath,
  saveGroupPath,
  schoolGroupsPath,
  sendNotificationsPath,
  verifyNoticePath,
  viewNoticeTemplatePath,
} from '@stride/api';
import {
  awaitingApprovalStatus,
  cardOwnAction,
  groupFormError,
  isRole,
  noticeUserTypes,
  parseSchoolSelectionId,
  picksAudienceModes,
  postFormOf,
  publishedNoticeStatus,
  removedNoticeStatus,
  type SchoolSelectionId,
  schoolScopeOf,
  sendsPostNotifications,
  usesSchoolFrontImage,
} from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import type { DbAccount } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { findNotice, nextNoticeId, noticeBoardOf } from './notice-boards';
import type { DbNotice } from './notice-shape';
import { asCaller, opens } from '../session/caller';
import { canSeeSchool, groupsVisibleTo, reachesTarget, schoolsVisibleTo } from '../session/role-scope';
import { anyHost } from '../handlers/any-host';
import { minutesBeforeNow } from './notice-answers';
import { demoNowTime } from '../data/demo-calendar';
import { readJsonBody, textField } from '../handlers/read-json-body';
import { listSchoolIds } from '../people/people-answers';
import { logAction } from '../people/profile-writes';

const ok = () => HttpResponse.json({ success: true });

/** What the post was sent to, as chosen: schools, `group_{id}`, `council_{id}` or ALL (readable ones). */
function audienceOf(chosen: unknown): SchoolSelectionId[] {
  return (Array.isArray(chosen) ? chosen : []).flatMap((entry) => {
    const id = parseSchoolSelectionId(String(entry));
    return id === null ? [] : [id];
  });
}

/**
 * Schools a post goes to: those the audience names (a group's schools, a council's, every school
 * for ALL) that the caller may reach, else the caller's first (a school admin's own).
 */
function targetSchools(caller: DbAccount, audience: readonly SchoolSelectionId[]): number[] {
  const ids = audience.length ? [...listSchoolIds(demoDb, caller, audience)] : [];
  return ids.length
    ? ids
    : schoolsVisibleTo(caller)
        .slice(0, 1)
        .map((school) => school.id);
}

function noticeFrom(
  caller: DbAccount,
  body: Record<string, unknown>,
  schoolId: number,
  id: number,
): DbNotice {
  const form = postFormOf(body);
  const poll = form.type === 'POLL';
  const scope = caller.role && schoolScopeOf(caller.role);
  return {
    id,
    school_id: schoolId,
    user_id: caller.id,
    user_type:
      scope === 'council'
        ? noticeUserTypes.council
        : scope === 'school'
          ? noticeUserTypes.school
          : noticeUserTypes.admin,
    type: poll ? 'POLL' : form.date ? 'EVENT' : 'NOTICE',
    category: form.category,
    status: publishedNoticeStatus,
    title: form.title,
    message: form.message,
    years: form.school_years,
    group_id: form.group,
    staff_only: form.staffOnly,
    transport_modes: form.transport_modes,
    images: form.images,
    extension: null,
    likes: 0,
    liked_by: [],
    hidden_by: [],
    comments: [],
    allow_comments: form.allow_comments,
    important: form.important,
    minutes_ago: 0,
    written_at: demoNowTime(),
    event_date: form.date || null,
    poll: poll
      ? { poll_id: id, answers: form.answers.map((text) => ({ text, votes: 0 })), voters: {} }
      : null,
    safeguarding: null,
    from_label: scope === 'school' ? 'School' : 'Admin',
    send_notification: form.sendNotification,
    use_school_front_image: form.useSchoolFrontImage,
    audience: audienceOf(body.schools),
  };
}

const now = () => minutesBeforeNow(0);

/**
 * What a post asks for that the caller's role may not choose (docs/product/notices.md, Access rules): a
 * school, group or council out of its reach or ALL, transport modes, 'Send notification?', 'Use School front
 * image'. Null when the role may send it all.
 */
function refusedChoice(caller: DbAccount, body: Record<string, unknown>): Response | null {
  const role = isRole(caller.role) ? caller.role : null;
  const form = postFormOf(body);
  if (!audienceOf(body.schools).every((target) => reachesTarget(caller, target)))
    return forbiddenAnswer('post to schools outside your own');
  if (form.transport_modes.length && !(role && picksAudienceModes(role)))
    return forbiddenAnswer('aim a post at transport modes');
  if (form.sendNotification && !(role && sendsPostNotifications(role)))
    return forbiddenAnswer('choose whether a post sends a notification');
  if (form.useSchoolFrontImage && !(role && usesSchoolFrontImage(role)))
    return forbiddenAnswer("use the school's front image");
  return null;
}

function saveTemplate(body: Record<string, unknown>) {
  const form = postFormOf(body);
  const existing = demoDb.noticeTemplates.find((row) => row.id === Number(body.id));
  const fields = {
    template_title: form.template_title,
    category: form.category,
    template_type: form.template_type,
    updated_at: now(),
    post: body,
  };
  if (existing) Object.assign(existing, fields);
  else
    demoDb.noticeTemplates.unshift({
      id: Math.max(0, ...demoDb.noticeTemplates.map((row) => row.id)) + 1,
      created_at: now(),
      ...fields,
    });
  return ok();
}

/** Posting, templates, pending notices and groups (docs/endpoints.md). */
export const noticeWriteHandlers = [
  http.post(
    anyHost(sendNotificationsPath),
    asCaller(async ({ request, caller }) => {
      const body = await readJsonBody(request);
      const refused = refusedChoice(caller, body);
      if (refused) return refused;
      if (new URL(request.url).searchParams.has('isTemplate') || body.isTemplate === true) {
        // Any author may keep a post as a new template; a stored one is changed on the super admin's
        // Notice Templates screen only.
        const stored = demoDb.noticeTemplates.some((row) => row.id === Number(body.id));
        if (stored && !opens(caller.role, 'automations')) return forbiddenAnswer('change a stored template');
        return saveTemplate(body);
      }
      const editing = body.id === undefined ? undefined : findNotice(Number(body.id));
      // Authors edit their own posts (docs/product/notices.md): a post another account wrote is refused,
      // whatever the role, so a typed edit address cannot re-attribute it.
      if (editing && cardOwnAction(editing, caller.id) !== 'edit')
        return forbiddenAnswer('edit a post another account wrote');
      if (editing) {
        Object.assign(editing, {
          ...noticeFrom(caller, body, editing.school_id, editing.id),
          likes: editing.likes,
          comments: editing.comments,
          minutes_ago: editing.minutes_ago,
          written_at: editing.written_at,
          sent_with: editing.sent_with,
          replies: editing.replies,
        });
        return HttpResponse.json({ id: editing.id });
      }
      const schools = targetSchools(caller, audienceOf(body.schools));
      const ids = schools.map((schoolId) => nextNoticeId(schoolId));
      schools.forEach((schoolId, index) =>
        noticeBoardOf(schoolId).unshift({
          ...noticeFrom(caller, body, schoolId, ids[index]!),
          ...(schools.length > 1 ? { sent_with: ids[0] } : {}),
        }),
      );
      return HttpResponse.json({ id: ids[0] ?? null, ids });
    }),
  ),

  http.get(
    anyHost(viewNoticeTemplatePath(':id')),
    asCaller<{ id: string }>(({ params }) => {
      const template = demoDb.noticeTemplates.find((row) => row.id === Number(params.id));
      if (!template) return notFoundAnswer('Template');
      const { post, ...row } = template;
      return HttpResponse.json({ template: { ...post, ...row } });
    }),
  ),

  http.get(
    anyHost(pendingNoticesPath),
    asCaller(({ caller }) =>
      // Verify notices is one of the super admin's actions (docs/product/notices.md).
      !opens(caller.role, 'actions')
        ? forbiddenAnswer('verify notices')
        : HttpResponse.json({
            notices: schoolsVisibleTo(caller).flatMap((school) =>
              noticeBoardOf(school.id)
                .filter((notice) => notice.status === awaitingApprovalStatus)
                .map((notice) => ({
                  id: notice.id,
                  school: school.name,
                  message: notice.message || notice.title,
                })),
            ),
          }),
    ),
  ),

  http.post(
    anyHost(verifyNoticePath(':id', ':status')),
    asCaller<{ id: string; status: string }>(({ params, caller }) => {
      if (!opens(caller.role, 'actions')) return forbiddenAnswer('verify notices');
      const notice = findNotice(Number(params.id));
      if (!notice || !canSeeSchool(caller, notice.school_id)) return notFoundAnswer('Notice');
      if (Number(params.status) === removedNoticeStatus)
        noticeBoardOf(notice.school_id).splice(noticeBoardOf(notice.school_id).indexOf(notice), 1);
      else notice.status = publishedNoticeStatus;
      // The run shows in the action's history (docs/product/actions.md: every non-info action has one).
      logAction({
        category: 'school',
        action: 'verify_notices',
        user_id: null,
        student_id: null,
        school_id: notice.school_id,
      });
      return ok();
    }),
  ),

  http.get(
    anyHost(schoolGroupsPath),
    asCaller(({ caller }) =>
      HttpResponse.json({
        groups: groupsVisibleTo(caller).map((group) => ({ ...group, members: group.school_ids.length })),
      }),
    ),
  ),

  http.post(
    anyHost(saveGroupPath),
    asCaller(async ({ request, caller }) => {
      const body = await readJsonBody(request);
      const form = { name: textField(body, 'name'), description: textField(body, 'description') };
      const error = groupFormError(form);
      if (error) return errorAnswer(422, 'invalid', error);
      const existing = demoDb.groups.find((group) => group.id === Number(body.id));
      if (existing) Object.assign(existing, form);
      else
        demoDb.groups.push({
          id: Math.max(0, ...demoDb.groups.map((group) => group.id)) + 1,
          ...form,
          school_ids: schoolsVisibleTo(caller).map((school) => school.id),
        });
      return ok();
    }),
  ),

  http.post(
    anyHost(deleteGroupPath),
    asCaller(async ({ request, caller }) => {
      const id = Number((await readJsonBody(request)).id);
      const group = demoDb.groups.find((row) => row.id === id);
      if (!group || !groupsVisibleTo(caller).some((row) => row.id === id)) return notFoundAnswer('Group');
      demoDb.groups.splice(demoDb.groups.indexOf(group), 1);
      return ok();
    }),
  ),
];
