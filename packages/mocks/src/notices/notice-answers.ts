import { yearLabel } from '@stride/domain';
import { demoNowTime } from '../data/demo-calendar';
import { demoDb } from '../data/demo-db';
import type { DbNotice, DbNoticeComment } from './notice-shape';

const pad = (value: number) => String(value).padStart(2, '0');

/** A time value as the server writes it, in the caller's local time. */
function localDateTime(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A time so many minutes before the demo's now (demoNow: stories stop it), as the server writes it. */
export function minutesBeforeNow(minutes: number): string {
  return localDateTime(demoNowTime() - minutes * 60_000);
}

/**
 * When a post or comment was written: a written one keeps its moment (it ages as the clock runs); a
 * seeded one counts its minutes back from the demo's now.
 */
export function writtenAt(row: { written_at?: number; minutes_ago: number }): number {
  return row.written_at ?? demoNowTime() - row.minutes_ago * 60_000;
}

/** Newest first, by when they were written. */
export const newestFirst = (a: Parameters<typeof writtenAt>[0], b: Parameters<typeof writtenAt>[0]) =>
  writtenAt(b) - writtenAt(a);

function extrasOf(notice: DbNotice, viewerId: number) {
  const front = notice.use_school_front_image ? { useSchoolFrontImage: true } : {};
  if (notice.poll) {
    const { poll_id, answers, voters } = notice.poll;
    return JSON.stringify([
      {
        poll_id,
        answers,
        total_votes: answers.reduce((sum, answer) => sum + answer.votes, 0),
        answered: voters[viewerId] ?? null,
        ...front,
      },
    ]);
  }
  if (notice.safeguarding) return JSON.stringify([{ students: notice.safeguarding }]);
  if (notice.type === 'DYNAMIC')
    return JSON.stringify([
      { action_type: 'text', text_input: true, reply: notice.replies?.[viewerId] ?? null },
    ]);
  if (notice.event_date) return JSON.stringify({ date: notice.event_date, ...front });
  return notice.use_school_front_image ? JSON.stringify(front) : '';
}

/** A board row as the server answers it: images comma-separated, extras as JSON text (docs/product/notices.md). */
export function noticeCardAnswer(notice: DbNotice, viewerId: number) {
  const school = demoDb.schools.find((row) => row.id === notice.school_id);
  return {
    id: notice.id,
    notice_user_id: notice.id,
    user_id: notice.user_id,
    sender_user_id: notice.user_id,
    user_type: notice.user_type,
    type: notice.type,
    category: notice.category,
    status: notice.status,
    message: notice.message,
    title: notice.title,
    years_label: notice.years.map(yearLabel).join(', '),
    class_label: null,
    school_logo: school?.logo_url ?? null,
    school_name: school?.name ?? null,
    images: notice.images.join(','),
    extension: notice.extension,
    total_likes: notice.likes,
    total_comments: notice.comments.length,
    allow_comments: notice.allow_comments ? 1 : 0,
    important: notice.important ? 1 : 0,
    is_new: demoNowTime() - writtenAt(notice) < 24 * 60 * 60_000 ? 1 : 0,
    unread: 0,
    viewed_status: 1,
    created_timestamp: localDateTime(writtenAt(notice)),
    from_label: notice.from_label,
    extras: extrasOf(notice, viewerId),
    comments: notice.comments.slice(0, 2).map(commentAnswer),
    // The post's own choices, so its author's editor opens with them (ADR 0055).
    school_years: notice.years,
    group: notice.group_id,
    staffOnly: notice.staff_only,
    schools: notice.audience?.length ? notice.audience : [notice.school_id],
    transport_modes: notice.transport_modes,
    sendNotification: notice.send_notification ?? false,
  };
}

export function commentAnswer({ liked_by: _liked, minutes_ago, written_at, ...comment }: DbNoticeComment) {
  return { ...comment, created_timestamp: localDateTime(writtenAt({ minutes_ago, written_at })) };
}
