import {
  getOrganisation,
  getOrganisationsByType,
  isApiError,
  saveOrganisation,
  saveOrganisationBodyOf,
} from '@stride/api';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../data/demo-db';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const hill = {
  name: 'Hill Primary',
  school_type: 'COUNCIL' as const,
  council_id: '1',
  email: 'office@hill.test',
  first_name: 'Ann',
  last_name: 'Lee',
  phone: '',
  code: '',
  staff_code: '',
};

describe('POST api/admin/organization/store', () => {
  it('creates a school with codes of its own, and lists it', async () => {
    const client = await signedInClient('super@demo.test');
    const { id } = await saveOrganisation(client, saveOrganisationBodyOf(hill));
    const { organization } = await getOrganisation(client, id!);
    expect(organization).toMatchObject({
      name: 'Hill Primary',
      school_type: 'COUNCIL',
      council_id: 1,
      email: 'office@hill.test',
      organization_type: 'SCHOOL',
    });
    expect(organization.admins?.[0]).toMatchObject({ first_name: 'Ann', last_name: 'Lee' });
    expect(organization.code).toHaveLength(6);
    const { organizations } = await getOrganisationsByType(client, 'school');
    expect(organizations.map((row) => row.id)).toContain(id);
  });

  it('updates a school', async () => {
    const client = await signedInClient('super@demo.test');
    const school = demoDb.schools[0]!;
    await saveOrganisation(client, saveOrganisationBodyOf({ ...hill, code: 'NEWCODE' }, school.id));
    expect(school).toMatchObject({ name: 'Hill Primary', code: 'NEWCODE', council_id: 1 });
  });

  it("renames a school's first admin, the contact it answers with", async () => {
    const client = await signedInClient('super@demo.test');
    const admin = demoDb.accounts.find((account) => account.role === 'SCHOOL_ADMIN')!;
    const schoolId = admin.organization_id!;
    await saveOrganisation(
      client,
      saveOrganisationBodyOf({ ...hill, first_name: 'Samira', last_name: 'Schofield' }, schoolId),
    );
    const { organization } = await getOrganisation(client, schoolId);
    expect(organization.admins?.[0]).toMatchObject({ first_name: 'Samira', last_name: 'Schofield' });
  });

  // Rules: organisations.edit-school.product-admin, organisations.manage.super-admin-only
  it('lets the ADMIN account type edit a school (Edit School) but not create one', async () => {
    const product = await signedInClient('product@demo.test');
    const school = demoDb.schools[1]!;
    await saveOrganisation(
      product,
      saveOrganisationBodyOf({ ...hill, name: 'Renamed by product' }, school.id),
    );
    expect(school.name).toBe('Renamed by product');
    const create = await rejectionOf(saveOrganisation(product, saveOrganisationBodyOf(hill)));
    expect(isApiError(create) && create.status).toBe(403);
  });

  // Rules: organisations.manage.super-admin-only
  it('refuses what the form refuses, an unknown council, and other roles', async () => {
    const superAdmin = await signedInClient('super@demo.test');
    const invalid = await rejectionOf(
      saveOrganisation(superAdmin, saveOrganisationBodyOf({ ...hill, name: 'Hi' })),
    );
    expect(isApiError(invalid) && [invalid.status, invalid.message]).toEqual([422, 'Please input Org name']);
    const unknownCouncil = await rejectionOf(
      saveOrganisation(superAdmin, saveOrganisationBodyOf({ ...hill, council_id: '999' })),
    );
    expect(isApiError(unknownCouncil) && unknownCouncil.status).toBe(404);
    const councilAdmin = await signedInClient('council@demo.test');
    const forbidden = await rejectionOf(saveOrganisation(councilAdmin, saveOrganisationBodyOf(hill)));
    expect(isApiError(forbidden) && forbidden.status).toBe(403);
  });
});
