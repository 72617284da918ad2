import { describe, expect, it } from 'vitest';
import { actionLogName } from './action-catalogue';

describe('actionLogName', () => {
  it('names an action of the actions area by its title', () => {
    expect(actionLogName('new_term')).toBe('New Term');
    expect(actionLogName('csv_snapshot')).toBe('CSV Snapshot');
  });

  it('names any other logged action in words, not as its code', () => {
    expect(actionLogName('delete_user_device')).toBe('Delete user device');
    expect(actionLogName('remove_student_from_school')).toBe('Remove student from school');
  });

  it('keeps a name that is already words', () => {
    expect(actionLogName('Verified')).toBe('Verified');
  });
});
