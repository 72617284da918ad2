import type { Role } from './role';

/**
 * Which schools a role sees (docs/product/README.md, Roles): the super and product admins every school on
 * the platform, a council admin its council's, a multi-school admin its trust's, a school admin its own.
 * The demo backend narrows its answers by it and addresses an organisation's admins by it.
 */
type SchoolScope = 'platform' | 'council' | 'trust' | 'school';

const scopes: Record<Role, SchoolScope> = {
  SUPERADMIN: 'platform',
  COUNCIL_ADMIN: 'council',
  MULTI_SCHOOL_ADMIN: 'trust',
  SCHOOL_ADMIN: 'school',
  ADMIN: 'platform',
};

export const schoolScopeOf = (role: Role): SchoolScope => scopes[role];

/** Sees every school, council and trust of the platform. */
export const seesEverySchool = (role: Role) => schoolScopeOf(role) === 'platform';

/** Has one school of their own: its dashboard, its travel directory, its notices. */
export const seesOneSchool = (role: Role) => schoolScopeOf(role) === 'school';

/** The user lists add a School column: for whoever sees more than one school (docs/product/people.md). */
export const listsSchoolOfEachRow = (role: Role) => !seesOneSchool(role);
