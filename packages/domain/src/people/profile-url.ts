import { isListViewKey } from '../lists/list-view-url';
import { recordKeys } from '../lists/record-url';

/**
 * Who the profile open over a user list is (docs/product/people.md): a parent or staff member by user_id
 * (`profile=user-<id>` in the URL), a pupil by student_id (`profile=pupil-<id>`), beside the list's view.
 */
export type ProfileRefInUrl = { user_id: number } | { student_id: number };

/** The query string without the list's view and profile: what another list opens with (the filter bar's keys only). */
export function withoutListView(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...next.keys()]) if (isListViewKey(key) || key === recordKeys.profile) next.delete(key);
  return next;
}

/** The person a profile's address names (`user-1006`, `pupil-55`), or null. */
export function profileOfRecordId(id: string | null): ProfileRefInUrl | null {
  const match = /^(user|pupil)-(\d{1,12})$/.exec(id ?? '');
  if (!match) return null;
  const person = Number(match[2]);
  return match[1] === 'user' ? { user_id: person } : { student_id: person };
}

/** A profile's address: `user-<id>` for a parent or staff member, `pupil-<id>` for a pupil. */
export const profileRecordId = (person: ProfileRefInUrl) =>
  'user_id' in person ? `user-${person.user_id}` : `pupil-${person.student_id}`;
