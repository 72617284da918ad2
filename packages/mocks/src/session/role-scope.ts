import {
  canEditOrganisations,
  isRole,
  organisationActions,
  picksAcrossPlatform,
  schoolScopeOf,
  type Role,
  type SchoolSelectionId,
} from '@stride/domain';
import type { DbAccount, DbCouncil, DbSchool, DbSchoolGroup } from '../data/db-shape';
import { demoDb } from '../data/demo-db';

/**
 * What each role may see (docs/product/README.md, Roles): super and product admins everything, a council
 * admin its council's schools, a multi-school admin its trust's schools, a school admin its own school. The
 * real server's enforcement is "not shown"; the demo enforces it so every role's screen is honest.
 */
export function schoolsVisibleTo(caller: DbAccount): DbSchool[] {
  const { schools, trusts } = demoDb;
  switch (caller.role && schoolScopeOf(caller.role)) {
    case 'platform':
      return schools;
    case 'council':
      return schools.filter(
        (school) => school.council_id !== null && school.council_id === caller.organization_id,
      );
    case 'trust': {
      const trust = trusts.find((row) => row.id === caller.organization_id);
      return schools.filter((school) => trust?.school_ids.includes(school.id));
    }
    case 'school':
      return schools.filter((school) => school.id === caller.organization_id);
    default:
      return [];
  }
}

/** Councils a caller may filter by: all for super/product admins, its own for a council admin. */
export function councilsVisibleTo(caller: DbAccount): DbCouncil[] {
  const scope = caller.role && schoolScopeOf(caller.role);
  if (scope === 'platform') return demoDb.councils;
  if (scope === 'council') return demoDb.councils.filter((council) => council.id === caller.organization_id);
  return [];
}

/** Groups narrowed to the caller's schools; a group left with none of them is hidden. */
export function groupsVisibleTo(caller: DbAccount): DbSchoolGroup[] {
  const visible = new Set(schoolsVisibleTo(caller).map((school) => school.id));
  return demoDb.groups
    .map((group) => ({ ...group, school_ids: group.school_ids.filter((id) => visible.has(id)) }))
    .filter((group) => group.school_ids.length > 0);
}

export function canSeeSchool(caller: DbAccount, schoolId: number): boolean {
  return schoolsVisibleTo(caller).some((school) => school.id === schoolId);
}

/**
 * Whether a caller may aim at a target of the school selector: a school, group or council it sees, or ALL
 * (the super admin's alone, docs/product/notices.md).
 */
export function reachesTarget(caller: DbAccount, target: SchoolSelectionId): boolean {
  if (target === 'ALL') return isRole(caller.role) && picksAcrossPlatform(caller.role);
  if (typeof target === 'number') return canSeeSchool(caller, target);
  const [kind, id] = target.split('_') as ['group' | 'council', string];
  const visible = kind === 'group' ? groupsVisibleTo(caller) : councilsVisibleTo(caller);
  return visible.some((row) => row.id === Number(id));
}

/** Who may create organisations and manage their users and relationships: the super admin (New Organization). */
export const managesOrganisations = (role: Role | null) => role !== null && organisationActions(role).manage;

/**
 * Who may change a school and its sites, structure and images: the super admin, and the ADMIN
 * account type, which has Edit School (docs/product/organisations.md, ADR 0063). Only the super admin creates
 * one.
 */
export const editsSchools = (role: string | null) => isRole(role) && canEditOrganisations(role);
