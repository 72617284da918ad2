import { formatDistance } from 'date-fns';
import type { Role } from '../access/role';
import { picksTargetSchools } from '../access/role-rules';

/** The notice board asks for 20 posts a page, counting pages from 0 (docs/product/notices.md). */
export const noticePageSize = 20;

/** A Show More control is offered only when exactly a full page (20) came back. */
export const hasMoreNotices = (postsOnPage: number) => postsOnPage === noticePageSize;

/** A card previews its first 2 comments (docs/product/notices.md). */
export const commentPreviewCount = 2;

/** Whether a card needs 'Show More' below its previewed comments. */
export const hasMoreComments = (commentCount: number) => commentCount > commentPreviewCount;

/** The refresh label updates every 60 seconds (docs/product/notices.md). */
export const refreshLabelInterval = 60_000;

/**
 * 'refreshed less than a minute ago', 'refreshed 3 minutes ago'. A board whose last load failed, or
 * that never loaded (`refreshedAt` null), does not claim to be fresh.
 */
export function refreshedLabel(refreshedAt: Date | null, now: Date, failed = false): string {
  if (failed) return 'not refreshed: the last load failed';
  if (refreshedAt === null) return 'not loaded yet';
  return `refreshed ${formatDistance(refreshedAt, now, { addSuffix: true })}`;
}

/** The notice board's filter categories (docs/product/notices.md). */
export const noticeFilterCategories = [
  'eco',
  'general',
  'travel',
  'pta',
  'poll',
  'sports',
  'events',
] as const;
export type NoticeFilterCategory = (typeof noticeFilterCategories)[number];

/** SCHOOL_ADMIN has no school selector; the others pick a school and see an Audience button. */
export const showsSchoolSelector: (role: Role) => boolean = picksTargetSchools;

/**
 * The board's words (docs/product/notices.md: the delete flow's; the other destructive acts ask the
 * spec's general questions and say one of its success notices).
 */
export const noticeMessages = {
  deleteQuestion: 'Remove this post from the School Notice Board?',
  deleted: 'Delete completed',
  hideQuestion: 'Are you sure ?',
  hidden: 'Removed!',
  removeCommentQuestion: 'Are you sure you want to delete ?',
  /** The end of the delete flows the spec gives no notice of their own: a comment, a group (ADR 0107). */
  itemDeleted: 'You have deleted item',
  loadFailed: 'Error occured',
  previewCreated: 'created 20 seconds ago',
  noGroups: 'No groups have been setup',
  verified: 'Notice has been verified or removed',
} as const;
