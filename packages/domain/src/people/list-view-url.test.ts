import { describe, expect, it } from 'vitest';
import {
  listViewFromSearchParams,
  profileFromSearchParams,
  withListView,
  withoutListView,
  withProfile,
} from './list-view-url';

describe('a user list’s view in the URL', () => {
  // Rules: people.lists.view-in-url
  it('writes column filters and sort beside the filter bar’s keys and reads them back', () => {
    const params = withListView(new URLSearchParams('schools=101'), {
      filters: { name: 'ar', emails: '' },
      sort: { columnId: 'year', direction: 'descending' },
    });
    expect(params.toString()).toBe('schools=101&filter.name=ar&sort=-year');
    expect(listViewFromSearchParams(params)).toEqual({
      filters: { name: 'ar' },
      sort: { columnId: 'year', direction: 'descending' },
    });
    expect(listViewFromSearchParams(new URLSearchParams('sort=year')).sort).toEqual({
      columnId: 'year',
      direction: 'ascending',
    });
  });

  it('leaves out what it cannot read, and replaces the filters it is given', () => {
    expect(listViewFromSearchParams(new URLSearchParams('sort=-&filter.=x&filter.a%20b=y'))).toEqual({
      filters: {},
    });
    const params = withListView(new URLSearchParams('filter.name=ar&filter.year=7'), {
      filters: { year: '8' },
    });
    expect(params.toString()).toBe('filter.year=8');
  });

  // Rules: people.profile.history-entry
  it('opens and closes a profile by user or pupil id, and another list starts without the view', () => {
    const open = withProfile(new URLSearchParams('schools=101&filter.name=ar'), { student_id: 55 });
    expect(open.get('profile')).toBe('pupil-55');
    expect(profileFromSearchParams(open)).toEqual({ student_id: 55 });
    expect(profileFromSearchParams(withProfile(open, { user_id: 1006 }))).toEqual({ user_id: 1006 });
    expect(profileFromSearchParams(new URLSearchParams('profile=someone'))).toBeNull();
    expect(withProfile(open, null).toString()).toBe('schools=101&filter.name=ar');
    expect(withoutListView(open).toString()).toBe('schools=101');
  });
});
