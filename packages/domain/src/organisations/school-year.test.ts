import { describe, expect, it } from 'vitest';
import { actionYearOptions } from '../actions/action-fields';
import { schoolYearName } from './school-year';

describe('a school year as people name it', () => {
  it('names the early years, nursery and reception, then Year n', () => {
    expect([-3, -2, -1, 0, 1, 11].map(schoolYearName)).toEqual([
      'EY1',
      'EY2',
      'Nursery',
      'Reception',
      'Year 1',
      'Year 11',
    ]);
  });

  it('reads a year the server sends as text, and shows nothing for none', () => {
    expect(schoolYearName('0')).toBe('Reception');
    expect(schoolYearName('4')).toBe('Year 4');
    expect(schoolYearName('Year 4 (mixed)')).toBe('Year 4 (mixed)');
    expect(schoolYearName(null)).toBe('');
    expect(schoolYearName(undefined)).toBe('');
  });

  it('is what the year pickers offer, Nursery to Year 11', () => {
    expect(actionYearOptions.map((option) => option.name)).toEqual([
      'Nursery',
      'Reception',
      ...Array.from({ length: 11 }, (_, index) => `Year ${index + 1}`),
    ]);
  });
});
