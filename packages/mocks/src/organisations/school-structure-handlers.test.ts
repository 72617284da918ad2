import {
  getDefaultStudentYears,
  getOrganisationAddresses,
  getOrganisationGroups,
  isApiError,
  saveOrganisationAddress,
  saveYearStructure,
  studentYearGroupType,
} from '@stride/api';
import { yearStructureRows } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoOrganisationIds } from '../data/demo-accounts';
import { demoDb } from '../data/demo-db';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const schoolId = demoOrganisationIds.termsSchool;

describe('POST api/admin/organization/addresses/store', () => {
  // Rules: organisations.addresses.no-made-up-point
  it('adds an address sent without coordinates without any (no made-up point), and lists it', async () => {
    const client = await signedInClient('super@demo.test');
    const { address } = await saveOrganisationAddress(client, {
      name: 'Annexe',
      postcode: 'NW5 2BB',
      organization_id: schoolId,
    });
    expect(address).toMatchObject({
      name: 'Annexe',
      postcode: 'NW5 2BB',
      latitude: null,
      longitude: null,
      organization_id: schoolId,
    });
    const { addresses } = await getOrganisationAddresses(client, schoolId);
    expect(addresses.map((row) => row.name)).toContain('Annexe');
  });

  it('changes a saved address, and refuses a nameless one', async () => {
    const client = await signedInClient('super@demo.test');
    const main = demoDb.schoolAddresses.find((row) => row.organization_id === schoolId)!;
    await saveOrganisationAddress(client, {
      id: main.id,
      name: 'Main gate',
      latitude: 51.6,
      longitude: -0.2,
      organization_id: schoolId,
    });
    expect(main).toMatchObject({ name: 'Main gate', latitude: 51.6, longitude: -0.2 });
    const failure = await rejectionOf(
      saveOrganisationAddress(client, { name: ' ', organization_id: schoolId }),
    );
    expect(isApiError(failure) && [failure.status, failure.message]).toEqual([422, 'Name is missing']);
  });
});

describe('POST api/admin/organization/groups/storeStudentYears', () => {
  it('stores the levels, refusing an active level without an address', async () => {
    const client = await signedInClient('super@demo.test');
    const { groups } = await getOrganisationGroups(client, studentYearGroupType, schoolId);
    const site = demoDb.schoolAddresses.find((row) => row.organization_id === schoolId)!;
    const levels = yearStructureRows(groups, demoDb.schoolYears).map((row) =>
      row.value === 13 ? { ...row, status: 'active' as const, organization_address_id: site.id } : row,
    );
    await saveYearStructure(client, { organization_id: schoolId, levels });
    const stored = await getOrganisationGroups(client, studentYearGroupType, schoolId);
    expect(stored.groups.find((level) => level.value === 13)).toMatchObject({
      status: 'active',
      organization_address_id: site.id,
    });

    const failure = await rejectionOf(
      saveYearStructure(client, {
        organization_id: schoolId,
        levels: [{ value: 2, name: 'Year 2', status: 'active', organization_address_id: null }],
      }),
    );
    expect(isApiError(failure) && [failure.status, failure.message]).toEqual([422, 'Address not selected']);
  });

  // Rules: organisations.edit-school.product-admin
  it('is for the super admin only', async () => {
    const client = await signedInClient('school@demo.test');
    const failure = await rejectionOf(saveYearStructure(client, { organization_id: schoolId, levels: [] }));
    expect(isApiError(failure) && failure.status).toBe(403);
  });
});

describe('GET api/admin/organization/groups/defaultStudentYears', () => {
  it('answers Reception to Year 6, not the {a}/{b} groups', async () => {
    const { years } = await getDefaultStudentYears(await signedInClient('super@demo.test'));
    expect(years.map((year) => year.name)).toEqual([
      'Reception',
      'Year 1',
      'Year 2',
      'Year 3',
      'Year 4',
      'Year 5',
      'Year 6',
    ]);
  });
});
