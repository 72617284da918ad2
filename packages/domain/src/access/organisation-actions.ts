import type { Role } from './role';

/**
 * What the organisations list offers a role beyond reading (docs/product/organisations.md): the super admin
 * has New Organization, Edit TD per row and Edit Organization in the detail modal; ADMIN has Edit School in
 * the school modal; other roles only look.
 */
export function organisationActions(role: Role): { manage: boolean; detailEditLabel: string | null } {
  if (role === 'SUPERADMIN') return { manage: true, detailEditLabel: 'Edit Organization' };
  if (role === 'ADMIN') return { manage: false, detailEditLabel: 'Edit School' };
  return { manage: false, detailEditLabel: null };
}

/** Whether the role may open an organisation's edit screen: those offered an edit button. */
export const canEditOrganisations = (role: Role) => organisationActions(role).detailEditLabel !== null;
