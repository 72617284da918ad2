import { describe, expect, it } from 'vitest';
import { groupFormError } from './group-form';

describe('groupFormError (groups modal)', () => {
  // Rules: notices.groups.description-first
  it('checks the description before the name', () => {
    expect(groupFormError({ name: '', description: '' })).toBe('Description is required');
    expect(groupFormError({ name: ' ', description: 'Years 5 and 6' })).toBe('Name is required');
    expect(groupFormError({ name: 'Upper', description: 'Years 5 and 6' })).toBeNull();
  });

  // Rules: notices.limits.group, notices.groups.limits
  it('refuses a name over 20 and a description over 80 characters', () => {
    expect(groupFormError({ name: 'n'.repeat(20), description: 'd'.repeat(80) })).toBeNull();
    expect(groupFormError({ name: 'n'.repeat(21), description: 'Years 5 and 6' })).not.toBeNull();
    expect(groupFormError({ name: 'Upper', description: 'd'.repeat(81) })).not.toBeNull();
  });
});
