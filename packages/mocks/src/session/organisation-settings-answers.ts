import type { OrganisationSettings } from '@stride/domain';
import type { DbAccount } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { hasAgreedTerms } from './terms-agreement';

/**
 * The caller's organisation settings: a school's stored settings with the session's agreement
 * applied; councils and trusts have none in the demo; null for users without an organisation.
 */
export function settingsOf(caller: DbAccount): OrganisationSettings | null {
  if (caller.organization_id === null) return null;
  const school = demoDb.schools.find((row) => row.id === caller.organization_id);
  if (!school) return {};
  return { ...school.settings, tc_agreed: termsAgreedBy(caller) };
}

/** Agreed in the stored data, or earlier in this browser session. */
export function termsAgreedBy(caller: DbAccount): boolean {
  if (caller.organization_id === null) return false;
  const school = demoDb.schools.find((row) => row.id === caller.organization_id);
  return Boolean(school?.settings.tc_agreed) || hasAgreedTerms(caller.organization_id);
}
