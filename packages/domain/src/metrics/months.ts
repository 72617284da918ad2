/** Month labels Jan..Dec (docs/product/metrics.md). */
export const monthLabels = [
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
] as const;
export type MonthLabel = (typeof monthLabels)[number] | 'Cur';

/** The label of the current month (docs/product/metrics.md). */
const currentMonthLabel = 'Cur';

/** The twelve labels Jan..Dec with today's month labelled 'Cur'. Pure: `today` is a parameter. */
export function monthLabelsFor(today: Date): MonthLabel[] {
  const current = today.getMonth();
  return monthLabels.map((label, index) => (index === current ? currentMonthLabel : label));
}

/** The label of calendar month `month` (1..12): 'Cur' when it is today's month; '' outside 1..12. */
export function monthLabel(month: number, today: Date): MonthLabel | '' {
  if (!Number.isInteger(month) || month < 1 || month > 12) return '';
  return month === today.getMonth() + 1 ? currentMonthLabel : monthLabels[month - 1]!;
}

/**
 * Labels of the engagement answer's months (1..12), oldest first, ending with the current month: the
 * server's clock decides which month is current, so the last entry is labelled 'Cur'.
 */
export function engagementMonthLabels(months: readonly number[]): MonthLabel[] {
  return months.map((month, index) =>
    index === months.length - 1 ? currentMonthLabel : (monthLabels[month - 1] ?? monthLabels[0]),
  );
}
