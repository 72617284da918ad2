import { isRole } from '../access/role';
import { deletesAnyNotice } from '../access/role-rules';
/**
 * Labels a notice card shows (docs/product/notices.md): school years by code, who the author is, the
 * 'Awaiting approval' status and when a Message button is offered.
 */

/** Year codes: -3 EY1, -2 EY2, -1 Nursery (N), 0 Reception (R), otherwise YEAR n. */
export function yearLabel(level: number): string {
  if (level === -3) return 'EY1';
  if (level === -2) return 'EY2';
  if (level === -1) return 'N';
  if (level === 0) return 'R';
  return `YEAR ${level}`;
}

/** Notice user types (docs/product/notices.md); above 20 is another organisation. */
export const noticeUserTypes = {
  school: 1,
  schoolOffice: 2,
  council: 3,
  admin: 5,
  parent: 6,
  parentAndPta: 7,
  headTeacher: 8,
  teacher: 9,
} as const;

const noticeUserTypeLabels: Record<number, string> = {
  [noticeUserTypes.school]: 'School',
  [noticeUserTypes.schoolOffice]: 'School Office',
  [noticeUserTypes.council]: 'Council',
  [noticeUserTypes.admin]: 'Admin',
  [noticeUserTypes.parent]: 'Parent',
  [noticeUserTypes.parentAndPta]: 'Parent & PTA',
  [noticeUserTypes.headTeacher]: 'Head Teacher',
  [noticeUserTypes.teacher]: 'Teacher',
};

/** Who posted a card; a type above 20 is 'Organization', an unknown one is empty. */
export function noticeUserTypeLabel(userType: number): string {
  if (userType > 20) return 'Organization';
  return noticeUserTypeLabels[userType] ?? '';
}

/**
 * Notice statuses (docs/product/notices.md): published (verified), verified without notification, removed,
 * and waiting for approval, the only one a card shows.
 */
export const publishedNoticeStatus = 1;
export const verifiedWithoutNotificationStatus = 5;
export const removedNoticeStatus = 0;
export const awaitingApprovalStatus = 12;
export const awaitingApprovalLabel = 'Awaiting approval';

/** User types whose cards offer a Message button: Parent, Parent & PTA and School Office. */
const messageableUserTypes = [
  noticeUserTypes.parent,
  noticeUserTypes.parentAndPta,
  noticeUserTypes.schoolOffice,
] as const;

/** A Message button shows for user types 6, 7 and 2 when the card is not the viewer's own. */
export function offersMessage(card: { user_type: number; user_id: number }, viewerId: number): boolean {
  return (messageableUserTypes as readonly number[]).includes(card.user_type) && card.user_id !== viewerId;
}

/** The author edits their own card; anyone else may only hide it. */
export const cardOwnAction = (card: { user_id: number }, viewerId: number): 'edit' | 'hide' =>
  card.user_id === viewerId ? 'edit' : 'hide';

/**
 * Who may delete a card: its author ("users may delete their own posts", docs/product/notices.md), a school
 * admin (any notice) and the super admin (ADR 0056).
 */
export const canDeleteNotice = (role: string, card: { user_id: number }, viewerId: number) =>
  card.user_id === viewerId || (isRole(role) && deletesAnyNotice(role));
