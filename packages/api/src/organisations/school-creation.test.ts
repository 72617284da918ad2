import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { recordCalls, startTestServer } from '../testing/test-server';
import {
  getSchoolAddresses,
  getSchoolCreationYears,
  getSchoolYearLookup,
  saveSchoolYears,
  storeSchool,
} from './school-creation';

const { server, client } = startTestServer();
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (reason: unknown) => reason,
  );

const level = { id: 5, value: 1, name: 'Year 1', status: 'active' as const, organization_address_id: 9 };
const address = {
  id: 9,
  name: 'Main site',
  postcode: 'N1 1AA',
  city: 'London',
  latitude: 51.5,
  longitude: -0.1,
  street: 'High Street',
  country: 'uk',
  address_line_1: '1 High Street',
  address_line_2: '',
  organization_id: 12,
};

describe('school-creation calls', () => {
  // Rules: organisations.endpoint.school-creation-store
  it('storeSchool POSTs the organisation form to school-creation/store and answers the new id', async () => {
    const seen = recordCalls(server, 'post', 'api/admin/school-creation/store', { id: 77 });
    const body = {
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
    expect(await storeSchool(client, body)).toEqual({ id: 77 });
    expect(seen).toEqual([{ path: '/api/admin/school-creation/store', body }]);
  });

  // Rules: organisations.endpoint.school-creation-helpers
  it('reads the year lookup, the saved years and the addresses of the school in its path', async () => {
    const lookup = recordCalls(server, 'get', 'api/admin/school-creation/12/school-year-lookup', {
      years: [{ level: 0, name: 'Reception' }],
    });
    const years = recordCalls(server, 'get', 'api/admin/school-creation/12/get-school-years', {
      groups: [level],
    });
    const addresses = recordCalls(server, 'get', 'api/admin/school-creation/12/get-school-addresses', {
      addresses: [address],
    });
    expect(await getSchoolYearLookup(client, 12)).toEqual({ years: [{ level: 0, name: 'Reception' }] });
    expect(await getSchoolCreationYears(client, 12)).toEqual({ groups: [level] });
    expect((await getSchoolAddresses(client, 12)).addresses[0]?.name).toBe('Main site');
    expect([...lookup, ...years, ...addresses].map((call) => call.body)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  // Rules: organisations.endpoint.school-creation-helpers
  it('saveSchoolYears POSTs { levels } and answers the stored levels', async () => {
    const seen = recordCalls(server, 'post', 'api/admin/school-creation/12/saveSchoolYears', {
      groups: [level],
    });
    const { id: _id, ...row } = level;
    expect(await saveSchoolYears(client, 12, [row])).toEqual({ groups: [level] });
    expect(seen).toEqual([
      { path: '/api/admin/school-creation/12/saveSchoolYears', body: { levels: [row] } },
    ]);
  });

  it('rejects an answer of another shape, and passes a 404 on', async () => {
    recordCalls(server, 'get', 'api/admin/school-creation/12/get-school-years', { years: [] });
    const wrong = await failureOf(getSchoolCreationYears(client, 12));
    expect(isApiError(wrong) && wrong.kind).toBe('invalid-response');
    recordCalls(
      server,
      'get',
      'api/admin/school-creation/13/school-year-lookup',
      { error: 'not_found' },
      404,
    );
    const missing = await failureOf(getSchoolYearLookup(client, 13));
    expect(isApiError(missing) && missing.status).toBe(404);
  });
});
