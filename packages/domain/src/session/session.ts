import type { Role } from '../access/role';
import type { AdminUser, RoleSettings } from './admin-user';

/** What the console keeps about the signed-in admin, derived from the login answer. */
export type Session = {
  /** Account type: the slug of the first admin role. */
  role: Role;
  /** Organisation the role administers; null for roles without one (super admin, product team). */
  organisationId: number | null;
  /** Settings attached to that role; null when the server sent none. */
  settings: RoleSettings | null;
};

/**
 * The first admin role sets account type, organisation id and settings.
 * Organisation and settings come from the `admin_roles_with_settings` entry with the same slug
 * (the first entry when none matches), falling back to the role's own organisation id.
 * @returns null when the user has no admin roles: such an account is refused at login.
 */
export function sessionFromLogin(
  user: Pick<AdminUser, 'admin_roles' | 'admin_roles_with_settings'>,
): Session | null {
  const first = user.admin_roles[0];
  if (!first) return null;
  const withSettings = user.admin_roles_with_settings ?? [];
  const match = withSettings.find((entry) => entry.slug === first.slug) ?? withSettings[0];
  return {
    role: first.slug,
    organisationId: match?.admin_organization_id ?? first.admin_organization_id ?? null,
    settings: match?.settings ?? null,
  };
}
