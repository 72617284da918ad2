import type { FilterSelection } from '@stride/domain';
import { defaultFilterSelection, emptyStats } from '@stride/domain';
import type { JsonBodyType } from 'msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { engagementQuery, getEngagement } from './engagement';
import { dashboardPath, getHomeData, homeDataQuery } from './home-data';
import { getFilterOrganisations } from '../organisations/filter-organisations';
import { getSchoolYears } from '../organisations/school-years';
import { startTestServer, testHost } from '../testing/test-server';

const { server, client } = startTestServer();
const host = testHost;

const filter: FilterSelection = {
  schoolIds: [12, 'group_3'],
  organisationAddressId: null,
  type: 'parent',
  term: 'CURRENT',
  range: { from: '2026-09-01 08:00', to: '2026-09-30 08:00' },
};
const payload = {
  school_ids: [12, 'group_3'],
  organization_address_id: null,
  type: 'parent',
  term: 'CURRENT',
  range: ['2026-09-01 08:00', '2026-09-30 08:00'],
};

function capture(answer: JsonBodyType) {
  const seen: { body?: unknown; auth?: string | null } = {};
  server.use(
    http.post(host + dashboardPath, async ({ request }) => {
      seen.body = await request.json();
      seen.auth = request.headers.get('authorization');
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}

describe('homeData', () => {
  // Rules: metrics.endpoint.home-data, metrics.filter.schools
  it('POSTs the action with the filter payload and returns the Stats under data.data', async () => {
    const stats = {
      ...emptyStats,
      total_users: '120',
      total_journeys: '100',
      co2ByTransport: [{ primary_transport_type: 'CAR', total_co2: '3.5' }],
    };
    const seen = capture({ data: { data: stats, status: 'ok' } });
    const result = await getHomeData(client, filter);
    expect(seen.body).toEqual({ action: 'homeData', ...payload });
    expect(seen.auth).toBe('Bearer jwt');
    expect(result.total_users).toBe(120);
    expect(result.total_journeys).toBe(100);
    expect(result.co2ByTransport).toEqual([{ primary_transport_type: 'CAR', total_co2: 3.5 }]);
  });

  // Rules: metrics.endpoint.home-data
  it('rejects stats that are not nested under data.data', async () => {
    capture({ data: emptyStats });
    const failure: unknown = await getHomeData(client, filter).catch((reason: unknown) => reason);
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });

  it('derives its query key from the filter: equal filters share a key, different ones do not', () => {
    expect(homeDataQuery(filter).key).toEqual([
      'homeData',
      dashboardPath,
      'homeData',
      JSON.stringify(payload),
    ]);
    expect(homeDataQuery({ ...filter, schoolIds: [12, 'group_3'] }).key).toEqual(homeDataQuery(filter).key);
    expect(homeDataQuery({ ...filter, type: 'staff' }).key).not.toEqual(homeDataQuery(filter).key);
    expect(homeDataQuery(defaultFilterSelection).key).not.toEqual(
      engagementQuery(defaultFilterSelection).key,
    );
  });
});

describe('engagement', () => {
  const answer = {
    stats: [{ month: '11', students_perc: '45.5', active_users_90days: '104', users_created_content: 2 }],
    stackedStats: { new_notices: [[1, 2, 3, 4]] },
    schoolCount: '3',
  };

  // Rules: metrics.endpoint.engagement, metrics.engagement-response.fields
  it('POSTs the action with the filter payload and returns stats, stackedStats and schoolCount', async () => {
    const seen = capture(answer);
    const result = await getEngagement(client, filter);
    expect(seen.body).toEqual({ action: 'engagement', ...payload });
    expect(result).toEqual({
      stats: [{ month: 11, students_perc: 45.5, active_users_90days: 104, users_created_content: 2 }],
      stackedStats: { new_notices: [[1, 2, 3, 4]] },
      schoolCount: 3,
    });
  });

  it('rejects an answer of the wrong shape as an invalid response', async () => {
    capture({ unexpected: true });
    const failure: unknown = await getEngagement(client, filter).catch((reason: unknown) => reason);
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });

  it('derives its query key from the filter', () => {
    expect(engagementQuery(filter).key).toEqual([
      'engagement',
      dashboardPath,
      'engagement',
      JSON.stringify(payload),
    ]);
    expect(engagementQuery({ ...filter }).key).toEqual(engagementQuery(filter).key);
  });
});

describe("the filter bar's options", () => {
  // Rules: metrics.filter-options.organisation-entry
  it('reads each school with id, name, council_id and council name, and each group with its school_ids', async () => {
    server.use(
      http.get(`${host}api/admin/organization/orgs_groups_filtering`, () =>
        HttpResponse.json({
          schools: [
            { id: 12, name: 'Hill Primary', council_id: 3, council_name: 'Camden' },
            { id: 14, name: 'Oak Independent', council_id: null, council_name: null },
          ],
          groups: [{ id: 5, name: 'North cluster', school_ids: [12, 14] }],
          councils: [{ id: 3, name: 'Camden' }],
        }),
      ),
    );
    const options = await getFilterOrganisations(client);
    expect(options.schools[0]).toMatchObject({
      id: 12,
      name: 'Hill Primary',
      council_id: 3,
      council_name: 'Camden',
    });
    expect(options.schools[1]).toMatchObject({ id: 14, council_id: null });
    expect(options.groups[0]?.school_ids).toEqual([12, 14]);
  });

  // Rules: metrics.filter-options.school-year-option
  it('reads a school-year option as level and name, in the order sent', async () => {
    server.use(
      http.get(`${host}api/admin/school-years`, () =>
        HttpResponse.json({
          years: [
            { level: -1, name: 'Nursery' },
            { level: 0, name: 'Reception' },
            { level: 1, name: 'Year 1' },
          ],
        }),
      ),
    );
    const { years } = await getSchoolYears(client, 'SUPERADMIN');
    expect(years).toEqual([
      { level: -1, name: 'Nursery' },
      { level: 0, name: 'Reception' },
      { level: 1, name: 'Year 1' },
    ]);
    server.use(
      http.get(`${host}api/admin/school-years`, () => HttpResponse.json({ years: [{ name: 'Year 1' }] })),
    );
    const failure: unknown = await getSchoolYears(client, 'SUPERADMIN').catch((reason: unknown) => reason);
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });
});
