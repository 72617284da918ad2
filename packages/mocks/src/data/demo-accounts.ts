import type { DbAccount } from './db-shape';

/** Password of every demo account (docs/architecture.md, "Demo mode"). */
export const demoPassword = 'stride-demo';

/**
 * Organisations the demo accounts belong to. Ids are fixed (not drawn from the seed) so stories,
 * tests and the login page hint can name them.
 */
export const demoOrganisationIds = {
  /** Council of council@demo.test: London Borough of Hackney. */
  council: 3,
  /** Trust of multi@demo.test. */
  trust: 51,
  /** The three schools of that trust: one in Islington, one in Hackney, one independent. */
  trustSchools: [108, 114, 131],
  /** School of school@demo.test (Camden); its terms are not yet agreed. */
  termsSchool: 101,
  /** School of disabled@demo.test (Lambeth), status 'disabled'. */
  disabledSchool: 130,
} as const;

export const demoUserIds = {
  super: 1,
  council: 2,
  multi: 3,
  school: 4,
  product: 5,
  parent: 6,
  disabled: 7,
} as const;

export function createDemoAccounts(): DbAccount[] {
  const account = (row: Omit<DbAccount, 'password'>): DbAccount => ({ ...row, password: demoPassword });
  return [
    account({
      id: demoUserIds.super,
      email: 'super@demo.test',
      first_name: 'Sam',
      last_name: 'Super',
      role: 'SUPERADMIN',
      organization_id: null,
      admin_type: 'Super admin',
    }),
    account({
      id: demoUserIds.council,
      email: 'council@demo.test',
      first_name: 'Chloe',
      last_name: 'Council',
      role: 'COUNCIL_ADMIN',
      organization_id: demoOrganisationIds.council,
      admin_type: 'Council admin',
    }),
    account({
      id: demoUserIds.multi,
      email: 'multi@demo.test',
      first_name: 'Maya',
      last_name: 'Multi',
      role: 'MULTI_SCHOOL_ADMIN',
      organization_id: demoOrganisationIds.trust,
      admin_type: 'Multi-school admin',
    }),
    account({
      id: demoUserIds.school,
      email: 'school@demo.test',
      first_name: 'Sara',
      last_name: 'School',
      role: 'SCHOOL_ADMIN',
      organization_id: demoOrganisationIds.termsSchool,
      admin_type: 'School admin',
    }),
    account({
      id: demoUserIds.product,
      email: 'product@demo.test',
      first_name: 'Priya',
      last_name: 'Product',
      role: 'ADMIN',
      organization_id: null,
      admin_type: 'Admin',
    }),
    account({
      id: demoUserIds.parent,
      email: 'parent@demo.test',
      first_name: 'Pat',
      last_name: 'Parent',
      role: null,
      organization_id: null,
      admin_type: 'Parent',
    }),
    account({
      id: demoUserIds.disabled,
      email: 'disabled@demo.test',
      first_name: 'Dan',
      last_name: 'Disabled',
      role: 'SCHOOL_ADMIN',
      organization_id: demoOrganisationIds.disabledSchool,
      admin_type: 'School admin',
    }),
  ];
}
