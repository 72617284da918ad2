import { describe, expect, it } from 'vitest';
import { engagementMonthLabels, monthLabel, monthLabels, monthLabelsFor, type MonthLabel } from './months';

/** Jan..Dec with month `index` (0..11) labelled Cur. */
const withCurrent = (index: number) => (monthLabels as readonly MonthLabel[]).with(index, 'Cur');

describe('month labels (docs/product/metrics.md)', () => {
  // Rules: metrics.engagement.months
  it('are Jan..Dec with the current month labelled Cur', () => {
    expect(monthLabels).toHaveLength(12);
    expect([monthLabels[0], monthLabels[11]]).toEqual(['Jan', 'Dec']);
    expect(monthLabelsFor(new Date(2026, 10, 21))).toEqual(withCurrent(10));
    expect(monthLabelsFor(new Date(2027, 0, 1))).toEqual(withCurrent(0));
    expect(monthLabelsFor(new Date(2026, 11, 31))).toEqual(withCurrent(11));
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
  // Rules: metrics.engagement.months
  it('names the months of a rolling year and labels the last one Cur', () => {
    const rollingYear = [7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6];
    const labels = engagementMonthLabels(rollingYear);
    expect(labels).toEqual([...monthLabels.slice(6), ...monthLabels.slice(0, 5), 'Cur']);
    expect([labels[0], labels[6], labels[11]]).toEqual(['Jul', 'Jan', 'Cur']);
    expect(engagementMonthLabels([])).toEqual([]);
  });
});
