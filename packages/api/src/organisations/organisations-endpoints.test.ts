import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import type { ApiClient } from '../client/create-api-client';
import { allSchoolYearsKey, getAllSchoolYears } from './all-school-years';
import { councilSchoolsKey, getCouncilSchools } from './council-schools';
import { councilKey, getCouncil } from './council';
import { councilsKey, getCouncils } from './councils';
import { filterOrganisationsKey, getFilterOrganisations } from './filter-organisations';
import { getOrganisation, organisationKey } from './organisation';
import { getOrganisationAddresses, organisationAddressesKey } from './organisation-addresses';
import { getOrganisationGroups, organisationGroupsKey, studentYearGroupType } from './organisation-groups';
import { getOrganisationsByType, organisationsByTypeKey } from './organisations-by-type';
import { getSchools, schoolsKey } from './schools';
import { getSchoolsWithAddress, schoolsWithAddressKey } from './schools-with-address';
import { getTerms, termsKey } from './terms';
import { startTestServer, testHost } from '../testing/test-server';

const { server, client } = startTestServer();
const host = testHost;

const school = {
  id: 3,
  name: 'Hill Primary',
  code: 'HILL01',
  staff_code: 'HILLS1',
  council_id: 1,
  council_name: 'Camden',
};
const council = { id: 1, name: 'Camden' };
const years = [
  { level: 0, name: 'Reception' },
  { level: 1, name: 'Year 1' },
];

type Case = {
  name: string;
  path: string;
  answer: Record<string, unknown>;
  call: (client: ApiClient) => Promise<unknown>;
  key: readonly unknown[];
};

const cases: Case[] = [
  {
    name: 'organisations by type',
    path: 'api/admin/organization/org_type/school',
    answer: { organizations: [school] },
    call: (c) => getOrganisationsByType(c, 'school'),
    key: organisationsByTypeKey('school'),
  },
  {
    name: 'filter organisations',
    path: 'api/admin/organization/orgs_groups_filtering',
    answer: { schools: [school], groups: [{ id: 5, name: 'North', school_ids: [3] }], councils: [council] },
    call: getFilterOrganisations,
    key: filterOrganisationsKey(),
  },
  {
    name: 'schools with address',
    path: 'api/admin/organization/orgs_with_address',
    answer: {
      schools: [
        {
          ...school,
          addresses: [{ latitude: 51.55, longitude: -0.14 }],
          school_addresses: [{ id: 8, name: 'Main site' }],
        },
      ],
    },
    call: getSchoolsWithAddress,
    key: schoolsWithAddressKey(),
  },
  {
    name: 'one organisation',
    path: 'api/admin/organization/view/3',
    answer: { organization: { ...school, total_parents: 120, total_staff: 14 } },
    call: (c) => getOrganisation(c, 3),
    key: organisationKey(3),
  },
  {
    name: 'schools of a council',
    path: 'api/council-admin/council/1/schools',
    answer: { schools: [school] },
    call: (c) => getCouncilSchools(c, 1),
    key: councilSchoolsKey(1),
  },
  {
    name: 'councils',
    path: 'api/admin/councils',
    answer: { councils: [council] },
    call: getCouncils,
    key: councilsKey(),
  },
  {
    name: 'one council',
    path: 'api/admin/councils/1',
    answer: { council },
    call: (c) => getCouncil(c, 1),
    key: councilKey(1),
  },
  {
    name: 'terms',
    path: 'api/admin/organization/terms',
    answer: { terms: [{ term: 'Spring 2026' }] },
    call: getTerms,
    key: termsKey(),
  },
  {
    name: 'organisation addresses',
    path: 'api/admin/organization/addresses/3',
    answer: {
      addresses: [{ id: 8, name: 'Main site', postcode: 'NW5 1AA', latitude: 51.55, longitude: -0.14 }],
    },
    call: (c) => getOrganisationAddresses(c, 3),
    key: organisationAddressesKey(3),
  },
  {
    name: 'organisation groups',
    path: 'api/admin/organization/groups/STUDENT_YEAR/3',
    answer: {
      groups: [{ id: 1, value: 0, name: 'Reception', status: 'active', organization_address_id: 8 }],
    },
    call: (c) => getOrganisationGroups(c, studentYearGroupType, 3),
    key: organisationGroupsKey(studentYearGroupType, 3),
  },
  {
    name: 'all school years',
    path: 'api/admin/administration/allSchoolYears/',
    answer: { years },
    call: getAllSchoolYears,
    key: allSchoolYearsKey(),
  },
];

describe.each(cases)('$name', ({ path, answer, call, key }) => {
  it(`GETs ${path} with the bearer token and returns the parsed answer`, async () => {
    let auth: string | null = null;
    server.use(
      http.get(host + path, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(answer);
      }),
    );
    const result = await call(client);
    expect(auth).toBe('Bearer jwt');
    expect(result).toMatchObject(answer);
    expect(key).toEqual([path]);
  });

  it('rejects an answer of the wrong shape as an invalid response', async () => {
    server.use(http.get(host + path, () => HttpResponse.json({ unexpected: true })));
    const failure: unknown = await call(client).catch((reason: unknown) => reason);
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });
});

describe('schools (v2)', () => {
  it('asks for the second version of the list', async () => {
    let version: string | null = null;
    server.use(
      http.get(`${host}api/admin/schools`, ({ request }) => {
        version = new URL(request.url).searchParams.get('v2');
        return HttpResponse.json({ schools: [school] });
      }),
    );
    await expect(getSchools(client)).resolves.toEqual({ schools: [school] });
    expect(version).toBe('yes');
    expect(schoolsKey()).toEqual(['api/admin/schools?v2=yes']);
  });
});

describe('a school group without school_ids', () => {
  it('reads as a group with no schools', async () => {
    server.use(
      http.get(`${host}api/admin/organization/orgs_groups_filtering`, () =>
        HttpResponse.json({ schools: [], groups: [{ id: 5, name: 'Empty' }], councils: [] }),
      ),
    );
    const answer = await getFilterOrganisations(client);
    expect(answer.groups[0]?.school_ids).toEqual([]);
  });
});
