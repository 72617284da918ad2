import * as api from '@stride/api';
import { isApiError } from '@stride/api';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../data/demo-db';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const form = {
  organization_type: 'SCHOOL' as const,
  name: 'Orchard Lane Primary',
  school_type: 'INDEPENDENT' as const,
  council_id: null,
  email: 'office@orchard.test',
  first_name: 'Olive',
  last_name: 'Orchard',
  phone: '02079460000',
  code: '',
  staff_code: '',
};
const statusOf = async (promise: Promise<unknown>) => {
  const failure = await rejectionOf(promise);
  return isApiError(failure) ? failure.status : failure;
};

describe('school-creation in the demo backend', () => {
  it('stores a school the organisation list then shows, without sites or years', async () => {
    const client = await signedInClient('super@demo.test');
    const { id } = await api.storeSchool(client, form);
    const school = demoDb.schools.find((row) => row.id === id);
    expect(school).toMatchObject({ name: 'Orchard Lane Primary', year_levels: [] });
    expect((await api.getOrganisation(client, id!)).organization.name).toBe('Orchard Lane Primary');
  });

  it('refuses a school form that fails the checks (422), an unknown council (404) and other roles (403)', async () => {
    const client = await signedInClient('super@demo.test');
    expect(await statusOf(api.storeSchool(client, { ...form, name: 'Or' }))).toBe(422);
    expect(await statusOf(api.storeSchool(client, { ...form, council_id: 999_999 }))).toBe(404);
    expect(await statusOf(api.storeSchool(await signedInClient('school@demo.test'), form))).toBe(403);
  });

  it('saves the years of a school at its own address and refuses one without an address (422)', async () => {
    const client = await signedInClient('super@demo.test');
    const address = demoDb.schoolAddresses[0]!;
    const schoolId = address.organization_id;
    const { years } = await api.getSchoolYearLookup(client, schoolId);
    const rows = years.map((year) => ({
      value: year.level,
      name: year.name,
      status: year.level === 2 ? ('active' as const) : ('inactive' as const),
      organization_address_id: year.level === 2 ? address.id : null,
    }));
    await api.saveSchoolYears(client, schoolId, rows);
    const { groups } = await api.getSchoolCreationYears(client, schoolId);
    expect(groups.filter((level) => level.status === 'active').map((level) => level.value)).toEqual([2]);
    expect(demoDb.schools.find((school) => school.id === schoolId)?.year_levels).toEqual([2]);

    const noAddress = rows.map((row) => ({ ...row, organization_address_id: null }));
    expect(await statusOf(api.saveSchoolYears(client, schoolId, noAddress))).toBe(422);
    expect(await statusOf(api.getSchoolAddresses(client, 999_999))).toBe(404);
  });
});
