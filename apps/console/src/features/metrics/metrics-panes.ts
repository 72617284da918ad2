import type { ScreenKey } from '@stride/domain';

/** The metrics panes (docs/product/metrics.md): route name, tab label, and the screen whose roles may open it. */
export const metricsPanes = [
  { path: 'travel_planning', label: 'Summary', screen: 'metrics' },
  { path: 'sustainable_travel', label: 'Sustainable Travel', screen: 'metrics' },
  { path: 'travel_habits', label: 'Travel Habits', screen: 'metrics' },
  { path: 'car_journeys', label: 'Car Journeys', screen: 'metrics' },
  { path: 'engagement', label: 'Engagement', screen: 'engagement' },
] as const satisfies ReadonlyArray<{ path: string; label: string; screen: ScreenKey }>;

export type MetricsPane = (typeof metricsPanes)[number]['path'];
