import { describe, expect, it } from 'vitest';
import { engagementMonthLabels, monthLabel, monthLabels, monthLabelsFor } from './months';

describe('month labels (spec 1 §9)', () => {
  it('are Jan..Dec with the current month labelled Cur', () => {
    expect(monthLabels).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(monthLabelsFor(new Date(2026, 10, 21))).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Cur',
      'Dec',
    ]);
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

describe('engagementMonthLabels', () => {
  it('names the months of a rolling year and labels the last one Cur', () => {
    expect(engagementMonthLabels([7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6])).toEqual([
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Cur',
    ]);
    expect(engagementMonthLabels([])).toEqual([]);
  });
});
