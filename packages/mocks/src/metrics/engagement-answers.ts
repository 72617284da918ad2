import type { Engagement, NoticeCounts } from '@stride/domain';
import { emptyEngagement } from '@stride/domain';
import type { DbEngagementMonth } from '../maps/journey-shape';
import type { ResolvedFilter } from './dashboard-filter-answers';

const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round2((part / whole) * 100));

/**
 * The Engagement answer (docs/product/metrics.md) for the filter's schools: the twelve months up to the
 * current one, or, when the filter has a date range, the months it overlaps. The term and user type do not
 * narrow it (the chart shows Jan to Dec). `active_users_90days` is sent uncapped, as a server may, and can
 * pass 100; the console caps it (`capActivePercentage`).
 */
export function engagementOf(
  rows: readonly DbEngagementMonth[],
  filter: Pick<ResolvedFilter, 'schoolIds'> & { range: { from: string; to: string } | null },
): Engagement {
  const months = new Map<
    string,
    {
      pupils: number;
      registered: number;
      users: number;
      active: number;
      content: number;
      notices: NoticeCounts;
    }
  >();
  const schools = new Set<number>();
  const fromMonth = filter.range?.from.slice(0, 7);
  const toMonth = filter.range?.to.slice(0, 7);
  for (const row of rows) {
    if (!filter.schoolIds.has(row.school_id)) continue;
    if ((fromMonth !== undefined && row.month < fromMonth) || (toMonth !== undefined && row.month > toMonth))
      continue;
    schools.add(row.school_id);
    const month = months.get(row.month) ?? {
      pupils: 0,
      registered: 0,
      users: 0,
      active: 0,
      content: 0,
      notices: [0, 0, 0, 0],
    };
    month.pupils += row.pupils;
    month.registered += row.registered_pupils;
    month.users += row.users;
    month.active += row.active_users_90days;
    month.content += row.users_created_content;
    const [parents, school, council, admin] = row.new_notices;
    month.notices = [
      month.notices[0] + parents,
      month.notices[1] + school,
      month.notices[2] + council,
      month.notices[3] + admin,
    ];
    months.set(row.month, month);
  }
  if (months.size === 0) return structuredClone(emptyEngagement);
  const ordered = [...months.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    stats: ordered.map(([month, totals]) => ({
      month: Number(month.slice(5, 7)),
      students_perc: percent(totals.registered, totals.pupils),
      active_users_90days: percent(totals.active, totals.users),
      users_created_content: totals.content,
    })),
    stackedStats: { new_notices: ordered.map(([, totals]) => totals.notices) },
    schoolCount: schools.size,
  };
}
