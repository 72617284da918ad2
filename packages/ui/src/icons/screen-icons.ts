import type { ScreenKey } from '@stride/domain';
import type { IconName } from './icon-paths';

/** The icon of each screen in the menu and on tiles. */
export const screenIcons: Partial<Record<ScreenKey, IconName>> = {
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
  admin_messages: 'inbox',
};
