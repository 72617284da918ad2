import type { AdminUser } from '@stride/domain';
import { roleLabels } from '@stride/domain';
import type { DbAccount } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { initialsLogo } from '../data/logo-image';
import { settingsOf } from './organisation-settings-answers';

/** The product's own branding, shown for admins without an organisation (super admin). */
export const productBrand = { name: 'Stride', logo_url: initialsLogo('Stride Travel', 0) } as const;

/** Role ids as the org-users screen knows them (docs/product/organisations.md); the others are the demo's own. */
const roleIds = {
  SCHOOL_ADMIN: 7,
  COUNCIL_ADMIN: 8,
  MULTI_SCHOOL_ADMIN: 9,
  SUPERADMIN: 1,
  ADMIN: 2,
} as const;

/** Name and logo of the organisation an account administers, or null. */
export function organisationBrandOf(account: DbAccount): AdminUser['admin_organization'] {
  const id = account.organization_id;
  if (id === null) return null;
  const organisation =
    demoDb.schools.find((row) => row.id === id) ??
    demoDb.councils.find((row) => row.id === id) ??
    demoDb.trusts.find((row) => row.id === id);
  if (!organisation) return null;
  return {
    name: organisation.name,
    logo_url: 'logo_url' in organisation ? organisation.logo_url : initialsLogo(organisation.name, id),
  };
}

/** The logged-in user as login and refreshAdmin answer it; a parent has no admin roles at all. */
export function adminUserOf(account: DbAccount): AdminUser {
  const role = account.role;
  return {
    id: account.id,
    first_name: account.first_name,
    last_name: account.last_name,
    email: account.email,
    admin_roles: role
      ? [
          {
            id: roleIds[role],
            slug: role,
            name: roleLabels[role],
            admin_organization_id: account.organization_id,
          },
        ]
      : [],
    admin_roles_with_settings: role
      ? [{ slug: role, admin_organization_id: account.organization_id, settings: settingsOf(account) }]
      : [],
    admin_organization: organisationBrandOf(account),
    admin_type: { name: account.admin_type },
    domain: { ...productBrand },
    contacts: demoDb.accountContacts
      .filter((contact) => contact.account_id === account.id)
      .map(({ account_id: _account, ...contact }) => contact),
  };
}
