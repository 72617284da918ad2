import type { AutomationType, AutomationUserType } from './automation-choices';

/**
 * How lists and notices name automation types and audiences; the editor offers every choice in the
 * product's own words instead (docs/product/automations.md).
 */
export const automationTypeLabels: Record<AutomationType, string> = {
  cron: 'Cron',
  manual: 'Manual',
  event: 'Event',
  cron_event: 'Cron event',
};

const userTypeLabels: Record<AutomationUserType, string> = {
  parents_staff: 'Parents and staff',
  per_school: 'Per school',
  parents: 'Parents',
  staff: 'Staff',
  admin_contacts: 'Admin contacts',
  unregistered_wonde_users: 'Unregistered MIS users',
  stap_data: 'Survey data',
  superadmin: 'Superadmin (event/row)',
  superadmin_grouped: 'Superadmin grouped',
};

/** A user type the server sent, by its label; one the console does not know, as it came. */
export const userTypeLabel = (value: string | null | undefined): string =>
  (value && (userTypeLabels as Record<string, string>)[value]) ?? value ?? '';

/**
 * The question a manual launch asks first: its reach where a preview counted it ('Send to 1,362 parents?'),
 * else its audience ('Send to every recipient of Parents?') (chosen: the product launches on one click).
 */
export function launchQuestion(userType: AutomationUserType | '', total: number | null): string {
  const audience = userType === '' ? 'recipients' : userTypeLabels[userType].toLowerCase();
  return total === null
    ? `Send to every recipient (${audience})?`
    : `Send to ${total.toLocaleString('en-GB')} ${audience}?`;
}
