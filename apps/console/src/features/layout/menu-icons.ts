import type { ScreenKey } from '@stride/domain';
import type { IconName } from '@stride/ui';

/** The icon of each menu item. */
export const menuIcons: Partial<Record<ScreenKey, IconName>> = {
  home: 'home',
  noticeboard: 'noticeboard',
  travel_directory: 'directory',
  metrics: 'metrics',
  maps: 'maps',
  signups: 'users',
  councils: 'councils',
  schools: 'schools',
  heatmap: 'heatmap',
  feedback: 'feedback',
  actions: 'actions',
  automations: 'automations',
  step_actions: 'steps',
};

/** Screens reached from another screen's menu item light that item up. */
export const menuKeyOf: Partial<Record<ScreenKey, ScreenKey>> = {
  engagement: 'metrics',
  users: 'signups',
  packages: 'step_actions',
};
