/**
 * Labels a notice card shows (spec 3 §2, §3): school years by code, who the author is, the
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

/** Notice user types (spec 3 §3); above 20 is another organisation. */
const noticeUserTypes: Record<number, string> = {
  1: 'School',
  2: 'School Office',
  3: 'Council',
  5: 'Admin',
  6: 'Parent',
  7: 'Parent & PTA',
  8: 'Head Teacher',
  9: 'Teacher',
};

/** Who posted a card; a type above 20 is 'Organization', an unknown one is empty. */
export function noticeUserTypeLabel(userType: number): string {
  if (userType > 20) return 'Organization';
  return noticeUserTypes[userType] ?? '';
}

/** The status of a notice that waits for approval. Other status values are not shown. */
export const awaitingApprovalStatus = 12;
export const awaitingApprovalLabel = 'Awaiting approval';

/** User types whose cards offer a Message button: Parent, Parent & PTA and School Office. */
export const messageableUserTypes = [6, 7, 2] as const;

/** A Message button shows for user types 6, 7 and 2 when the card is not the viewer's own. */
export function offersMessage(card: { user_type: number; user_id: number }, viewerId: number): boolean {
  return (messageableUserTypes as readonly number[]).includes(card.user_type) && card.user_id !== viewerId;
}

/** The author edits their own card; anyone else may only hide it. */
export const cardOwnAction = (card: { user_id: number }, viewerId: number): 'edit' | 'hide' =>
  card.user_id === viewerId ? 'edit' : 'hide';

/**
 * Who may delete a card: its author (spec 3 §6 "users may delete their own posts"), a school admin
 * (any notice) and the super admin (ADR 0056).
 */
export const canDeleteNotice = (role: string, card: { user_id: number }, viewerId: number) =>
  card.user_id === viewerId || role === 'SCHOOL_ADMIN' || role === 'SUPERADMIN';
