import type { DashboardHome } from './dashboard-home';

type PerformanceKey = 'pupils' | 'staff' | 'sustainable' | 'active';

/** One performance circle: a count out of a total and its share as a whole percent. */
export type Performance = {
  key: PerformanceKey;
  label: string;
  value: number;
  total: number;
  /** value / total × 100, rounded; 0 when the total is 0. May exceed 100 if the server's counts do. */
  percent: number;
};

const share = (value: number, total: number) => (total > 0 ? Math.round((value / total) * 100) : 0);

/**
 * The four circles of the dashboard home (docs/product/home.md): pupils registered is the school's
 * total_parents over the stats' parents; staff registered likewise with staff; sustainable and
 * active travel are those journeys over all journeys.
 */
export function performanceOf({
  school,
  school_stats: stats,
}: Pick<DashboardHome, 'school' | 'school_stats'>): Performance[] {
  const circle = (key: PerformanceKey, label: string, value: number, total: number): Performance => ({
    key,
    label,
    value,
    total,
    percent: share(value, total),
  });
  return [
    circle('pupils', 'Pupils registered', school.total_parents ?? 0, stats.parents),
    circle('staff', 'Staff registered', school.total_staff ?? 0, stats.staff),
    circle('sustainable', 'Sustainable travel', stats.journeys_sustainable, stats.journeys),
    circle('active', 'Active travel', stats.journeys_active, stats.journeys),
  ];
}
