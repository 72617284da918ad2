import { describe, expect, it } from 'vitest';
import { recordFromSearchParams, recordKeys, withRecord } from '../lists/record-url';
import { profileOfRecordId, profileRecordId, withoutListView } from './profile-url';

describe('the profile open over a user list, in the URL', () => {
  // Rules: people.profile.history-entry
  it('opens and closes a profile by user or pupil id, and another list starts without the view', () => {
    const open = withRecord(
      new URLSearchParams('schools=101&filter.name=ar&sort=-year'),
      recordKeys.profile,
      profileRecordId({ student_id: 55 }),
    );
    expect(open.get('profile')).toBe('pupil-55');
    expect(profileOfRecordId(recordFromSearchParams(open, recordKeys.profile))).toEqual({ student_id: 55 });
    expect(profileOfRecordId(profileRecordId({ user_id: 1006 }))).toEqual({ user_id: 1006 });
    expect(profileOfRecordId('someone')).toBeNull();
    expect(profileOfRecordId(null)).toBeNull();
    expect(withRecord(open, recordKeys.profile, null).toString()).toBe(
      'schools=101&filter.name=ar&sort=-year',
    );
    expect(withoutListView(open).toString()).toBe('schools=101');
  });
});
