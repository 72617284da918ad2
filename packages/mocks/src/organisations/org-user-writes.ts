import type { SaveOrgUserBody } from '@stride/api';
import type { OrgUser, Role } from '@stride/domain';
import type { DbAccount } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { nextAccountId } from '../data/next-ids';

/** Which console role each org-user role id gives in the demo (ADR 0053). */
const roleOfRoleId: Record<number, Role> = { 7: 'SCHOOL_ADMIN', 8: 'COUNCIL_ADMIN', 9: 'MULTI_SCHOOL_ADMIN' };
const roleIdOfRole: Partial<Record<Role, number>> = {
  SCHOOL_ADMIN: 7,
  COUNCIL_ADMIN: 8,
  MULTI_SCHOOL_ADMIN: 9,
};
const adminTypeOf: Record<number, string> = { 7: 'School admin', 8: 'Council admin', 9: 'Org admin' };

export const isOrgUserRoleId = (roleId: number) => roleId in roleOfRoleId;

/** An admin account as an org user record: the account id is both the user's and the record's. */
export function accountAsOrgUser(account: DbAccount): OrgUser {
  return {
    id: account.id,
    user: {
      id: account.id,
      status: 'active',
      email: account.email,
      first_name: account.first_name,
      last_name: account.last_name,
    },
    role: account.role,
    role_id: (account.role && roleIdOfRole[account.role]) ?? 0,
    permissions: [],
  };
}

export const orgUsersOf = (organisationId: number) =>
  demoDb.accounts.filter((account) => account.organization_id === organisationId && account.role !== null);

/** Adds an admin account to an organisation, or changes one of its admins (undefined when `id` is not one). */
export function storeOrgUser(body: SaveOrgUserBody): DbAccount | undefined {
  const fields = {
    email: body.email.trim().toLowerCase(),
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    role: roleOfRoleId[body.role_id]!,
    admin_type: adminTypeOf[body.role_id]!,
  };
  if (body.id !== undefined) {
    const account = orgUsersOf(body.organization_id).find((row) => row.id === body.id);
    if (account) Object.assign(account, fields, body.password ? { password: body.password } : {});
    return account;
  }
  const account: DbAccount = {
    id: nextAccountId(),
    password: body.password,
    organization_id: body.organization_id,
    ...fields,
  };
  demoDb.accounts.push(account);
  return account;
}
