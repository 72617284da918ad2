import type { AutomationIdea } from './automation-idea';
import { manualIdeas } from './automation-catalogue-manual';
import { laterScheduledIdeas, scheduledIdeas } from './automation-catalogue-scheduled';
import { triggeredIdeas } from './automation-catalogue-triggered';

/**
 * Dozens of automations of every type, user type and content type, as a platform team would run them.
 * The order is the seeding order (it gives the ids and the random draws), so the groups stay in it.
 */
export const automationIdeas: AutomationIdea[] = [
  ...scheduledIdeas,
  ...triggeredIdeas,
  ...manualIdeas,
  ...laterScheduledIdeas,
];
