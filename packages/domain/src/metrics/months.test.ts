import { describe, expect, it } from 'vitest';
import { monthLabel, monthLabels, monthLabelsFor } from './months';

describe('month labels (spec 1 §9)', () => {
  it('are Jan..Dec with the current month labelled Cur', () => {
    expect(monthLabels).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(monthLabelsFor(new Date(2026, 10, 21))).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Cur', 'Dec']);
    expect(monthLabelsFor(new Date(2027, 0, 1))[0]).toBe('Cur');
    expect(monthLabelsFor(new Date(2026, 11, 31))[11]).toBe('Cur');
  });

  it('labels one calendar month (1..12)', () => {
    const today = new Date(2026, 10, 21);
    expect(monthLabel(1, today)).toBe('Jan');
    expect(monthLabel(11, today)).toBe('Cur');
    expect(monthLabel(12, today)).toBe('Dec');
    expect(monthLabel(0, today)).toBe('');
    expect(monthLabel(13, today)).toBe('');
  });
});
