import type { AdminUser, Role } from '@stride/domain';
import { adminUserOf } from './session/admin-user-answers';
import { demoUserIds } from './data/demo-accounts';
import { demoDb } from './data/demo-db';
import { issueDemoToken } from './session/demo-tokens';
import { recordTermsAgreement } from './session/terms-agreement';

/** The demo account that stands for each role in page stories and tests. */
const accountOfRole: Record<Role, number> = {
  SUPERADMIN: demoUserIds.super,
  COUNCIL_ADMIN: demoUserIds.council,
  MULTI_SCHOOL_ADMIN: demoUserIds.multi,
  SCHOOL_ADMIN: demoUserIds.school,
  ADMIN: demoUserIds.product,
};

/**
 * A signed-in session of the demo backend for a role, as login would hand it out: page stories
 * start already logged in with it, and the handlers accept its token.
 */
export function demoSessionFor(role: Role): { token: string; user: AdminUser } {
  const account = demoAccountOf(role);
  return { token: issueDemoToken(account.id), user: adminUserOf(account) };
}

/** The role's demo organisation has agreed to its terms, so a page story opens without the dialog. */
export function agreeDemoTerms(role: Role): void {
  const { organization_id: organisationId } = demoAccountOf(role);
  if (organisationId !== null) recordTermsAgreement(organisationId);
}

function demoAccountOf(role: Role) {
  const account = demoDb.accounts.find((row) => row.id === accountOfRole[role]);
  if (!account) throw new Error(`No demo account for ${role}`);
  return account;
}
