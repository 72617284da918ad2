import { z } from 'zod';
import { numericSchema } from './numeric';

/**
 * The Engagement answer of POST api/admin/dashboard/ action engagement (docs/product/metrics.md).
 *
 * Shapes chosen where the spec only names the parts:
 * - `stats`: one entry per month, oldest first; `month` is the calendar month 1..12 (a numeric
 *   string reads as a number); percentages are 0..100 (`active_users_90days` may arrive above
 *   100 and is capped for display by `capActivePercentage`).
 * - `stackedStats.new_notices`: one entry per month, in the same order as `stats`, each the
 *   4 counts [parents, school, council, admin] (`NoticeAuthor` order).
 */
export type NoticeAuthor = 'parents' | 'school' | 'council' | 'admin';

const engagementMonthSchema = z.object({
  month: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,2}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(12)),
  students_perc: numericSchema,
  active_users_90days: numericSchema,
  users_created_content: numericSchema,
});
export type EngagementMonth = z.infer<typeof engagementMonthSchema>;

/** [parents, school, council, admin] new notices in one month. */
const noticeCountsSchema = z.tuple([numericSchema, numericSchema, numericSchema, numericSchema]);
export type NoticeCounts = z.infer<typeof noticeCountsSchema>;

export const engagementSchema = z.object({
  stats: z.array(engagementMonthSchema),
  stackedStats: z.object({ new_notices: z.array(noticeCountsSchema) }),
  schoolCount: numericSchema,
});
export type Engagement = z.infer<typeof engagementSchema>;
export type EngagementInput = z.input<typeof engagementSchema>;

/** A school set with no activity. */
export const emptyEngagement: Engagement = { stats: [], stackedStats: { new_notices: [] }, schoolCount: 0 };

/** Engagement active percentage is capped at 100.00 (docs/product/metrics.md); NaN and negatives read as 0; two decimals. */
export function capActivePercentage(value: number): number {
  if (Number.isNaN(value)) return 0;
  const capped = Math.min(Math.max(value, 0), 100);
  return Math.round(capped * 100) / 100;
}

/** The stacked new-notices counts as one series per author (for a stacked chart), months in order. */
export function noticeSeries(newNotices: readonly NoticeCounts[]): Record<NoticeAuthor, number[]> {
  return {
    parents: newNotices.map((counts) => counts[0]),
    school: newNotices.map((counts) => counts[1]),
    council: newNotices.map((counts) => counts[2]),
    admin: newNotices.map((counts) => counts[3]),
  };
}
