import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import type { ApiClient } from '../client/create-api-client';
import type { Query } from '../query/query';
import { allSchoolYearsQuery, getAllSchoolYears } from './all-school-years';
import { councilSchoolsQuery, getCouncilSchools } from './council-schools';
import { councilQuery, getCouncil } from './council';
import { councilsQuery, getCouncils } from './councils';
import { filterOrganisationsQuery, getFilterOrganisations } from './filter-organisations';
import { getOrganisation, organisationQuery } from './organisation';
import { getOrganisationAddresses, organisationAddressesQuery } from './organisation-addresses';
import { getOrganisationGroups, organisationGroupsQuery, studentYearGroupType } from './organisation-groups';
import { getOrganisationsByType, organisationsByTypeQuery } from './organisations-by-type';
import { getSchools, schoolsQuery } from './schools';
import { getSchoolsWithAddress, schoolsWithAddressQuery } from './schools-with-address';
import { getTerms, termsQuery } from './terms';
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
  query: Query<unknown>;
};

const cases: Case[] = [
  {
    name: 'organisations by type',
    path: 'api/admin/organization/org_type/school',
    answer: { organizations: [school] },
    call: (c) => getOrganisationsByType(c, 'school'),
    query: organisationsByTypeQuery('school'),
  },
  {
    name: 'filter organisations',
    path: 'api/admin/organization/orgs_groups_filtering',
    answer: { schools: [school], groups: [{ id: 5, name: 'North', school_ids: [3] }], councils: [council] },
    call: getFilterOrganisations,
    query: filterOrganisationsQuery(),
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
    query: schoolsWithAddressQuery(),
  },
  {
    name: 'one organisation',
    path: 'api/admin/organization/view/3',
    answer: { organization: { ...school, total_parents: 120, total_staff: 14 } },
    call: (c) => getOrganisation(c, 3),
    query: organisationQuery(3),
  },
  {
    name: 'schools of a council',
    path: 'api/council-admin/council/1/schools',
    answer: { schools: [school] },
    call: (c) => getCouncilSchools(c, 1),
    query: councilSchoolsQuery(1),
  },
  {
    name: 'councils',
    path: 'api/admin/councils',
    answer: { councils: [council] },
    call: getCouncils,
    query: councilsQuery(),
  },
  {
    name: 'one council',
    path: 'api/admin/councils/1',
    answer: { council },
    call: (c) => getCouncil(c, 1),
    query: councilQuery(1),
  },
  {
    name: 'terms',
    path: 'api/admin/organization/terms',
    answer: { terms: [{ term: 'Spring 2026' }] },
    call: getTerms,
    query: termsQuery(),
  },
  {
    name: 'organisation addresses',
    path: 'api/admin/organization/addresses/3',
    answer: {
      addresses: [{ id: 8, name: 'Main site', postcode: 'NW5 1AA', latitude: 51.55, longitude: -0.14 }],
    },
    call: (c) => getOrganisationAddresses(c, 3),
    query: organisationAddressesQuery(3),
  },
  {
    name: 'organisation groups',
    path: 'api/admin/organization/groups/STUDENT_YEAR/3',
    answer: {
      groups: [{ id: 1, value: 0, name: 'Reception', status: 'active', organization_address_id: 8 }],
    },
    call: (c) => getOrganisationGroups(c, studentYearGroupType, 3),
    query: organisationGroupsQuery(studentYearGroupType, 3),
  },
  {
    name: 'all school years',
    path: 'api/admin/administration/allSchoolYears/',
    answer: { years },
    call: getAllSchoolYears,
    query: allSchoolYearsQuery(),
  },
];

describe.each(cases)('$name', ({ path, answer, call, query }) => {
  // Rules: session.endpoint.organisations-by-type, session.endpoint.filter-organisations, session.endpoint.schools-with-address, session.endpoint.organisation, session.endpoint.council-schools, session.endpoint.councils, session.endpoint.terms, session.endpoint.organisation-addresses, session.endpoint.organisation-groups, session.endpoint.all-school-years, organisations.endpoint.council
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
  });

  it('has a query descriptor keyed by its path that fetches the same answer', async () => {
    server.use(http.get(host + path, () => HttpResponse.json(answer)));
    expect(query.key.slice(1)).toEqual([path]);
    await expect(query.fetch(client)).resolves.toEqual(await call(client));
  });

  it('rejects an answer of the wrong shape as an invalid response', async () => {
    server.use(http.get(host + path, () => HttpResponse.json({ unexpected: true })));
    const failure: unknown = await call(client).catch((reason: unknown) => reason);
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });
});

describe('schools (v2)', () => {
  // Rules: session.endpoint.schools
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
    expect(schoolsQuery().key).toEqual(['schools', 'api/admin/schools?v2=yes']);
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
