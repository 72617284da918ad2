import { describe, expect, it } from 'vitest';
import { profileFromSearchParams, withoutListView, withProfile } from './profile-url';

describe('the profile open over a user list, in the URL', () => {
  // Rules: people.profile.history-entry
  it('opens and closes a profile by user or pupil id, and another list starts without the view', () => {
    const open = withProfile(new URLSearchParams('schools=101&filter.name=ar&sort=-year'), {
      student_id: 55,
    });
    expect(open.get('profile')).toBe('pupil-55');
    expect(profileFromSearchParams(open)).toEqual({ student_id: 55 });
    expect(profileFromSearchParams(withProfile(open, { user_id: 1006 }))).toEqual({ user_id: 1006 });
    expect(profileFromSearchParams(new URLSearchParams('profile=someone'))).toBeNull();
    expect(withProfile(open, null).toString()).toBe('schools=101&filter.name=ar&sort=-year');
    expect(withoutListView(open).toString()).toBe('schools=101');
  });
});
