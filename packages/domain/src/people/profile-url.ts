import { isListViewKey } from '../lists/list-view-url';
import { recordKeys } from '../lists/record-url';

/**
 * Who the profile open over a user list is (docs/product/people.md): a parent or staff member by user_id
 * (`profile=user-<id>` in the URL), a pupil by student_id (`profile=pupil-<id>`), beside the list's view.
 */
export type ProfileRefInUrl = { user_id: number } | { student_id: number };

const profileKey = recordKeys.profile;

/** The query string without the list's view and profile: what another list opens with (the filter bar's keys only). */
export function withoutListView(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...next.keys()]) if (isListViewKey(key) || key === profileKey) next.delete(key);
  return next;
}

/** The profile open in the URL, or null. */
export function profileFromSearchParams(params: URLSearchParams): ProfileRefInUrl | null {
  const match = /^(user|pupil)-(\d{1,12})$/.exec(params.get(profileKey) ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'user' ? { user_id: id } : { student_id: id };
}

/** The query string with a profile open (or none, with null), the other keys kept. */
export function withProfile(params: URLSearchParams, person: ProfileRefInUrl | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (person === null) next.delete(profileKey);
  else next.set(profileKey, 'user_id' in person ? `user-${person.user_id}` : `pupil-${person.student_id}`);
  return next;
}
