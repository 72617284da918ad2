/** Admin roles: the slug of the user's first admin role (docs/product/README.md, Roles). */
export const roles = ['SUPERADMIN', 'COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN', 'SCHOOL_ADMIN', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** How each role is named to people (role switchers, badges). */
export const roleLabels: Record<Role, string> = {
  SUPERADMIN: 'Super admin',
  COUNCIL_ADMIN: 'Council admin',
  MULTI_SCHOOL_ADMIN: 'Multi-school admin',
  SCHOOL_ADMIN: 'School admin',
  ADMIN: 'Product team admin',
};
