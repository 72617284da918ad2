import { describe, expect, it } from 'vitest';
import { staffTypeLabel } from './staff-type';

// Rules: people.entities.staff-row
describe('staffTypeLabel', () => {
  it('reads the numbers 1, 2 and 3', () => {
    expect(staffTypeLabel(1)).toBe('Head teacher');
    expect(staffTypeLabel(2)).toBe('Teacher');
    expect(staffTypeLabel(3)).toBe('School Office');
  });

  it('reads the codes, and numbers sent as strings', () => {
    expect(staffTypeLabel('HEAD_TEACHER')).toBe('Head teacher');
    expect(staffTypeLabel('TEACHER')).toBe('Teacher');
    expect(staffTypeLabel('school_office')).toBe('School Office');
    expect(staffTypeLabel('3')).toBe('School Office');
  });

  it('shows nothing for an unknown or missing type', () => {
    expect(staffTypeLabel(4)).toBe('');
    expect(staffTypeLabel('CARETAKER')).toBe('');
    expect(staffTypeLabel(null)).toBe('');
    expect(staffTypeLabel(undefined)).toBe('');
  });
});
