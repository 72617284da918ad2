import { screens } from '@stride/domain';

/** ML model ids overlap automation ids, so an ML model's address is `ml-{id}` (ADR 0112). */
const mlPrefix = 'ml-';

/** The address of one automation: the list with its editor open. */
export const automationPath = (id: number) => `${screens.automations.path}/${id}`;

/** The address of one ML model: the list with its editor open. */
export const mlModelPath = (id: number) => `${screens.automations.path}/${mlPrefix}${id}`;

/** The ML model id an item address names, or null when it names an automation. */
export function mlModelIdOf(id: string): number | null {
  return id.startsWith(mlPrefix) ? Number(id.slice(mlPrefix.length)) : null;
}
