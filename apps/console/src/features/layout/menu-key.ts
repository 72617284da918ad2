import type { ScreenKey } from '@stride/domain';

/** Screens reached from another screen's menu item light that item up. */
export const menuKeyOf: Partial<Record<ScreenKey, ScreenKey>> = {
  engagement: 'metrics',
  users: 'signups',
  packages: 'step_actions',
  school_integrations: 'actions',
};
