import { http, HttpResponse } from 'msw';
import type { Role } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { getSchoolYears, schoolYearsQuery, schoolYearsPath } from './school-years';
import { startTestServer, testHost } from '../testing/test-server';

const { server, client } = startTestServer();
const host = testHost;
const years = [{ level: -1, name: 'Nursery' }];

// Rules: session.endpoint.school-years-by-role
describe('school years by role', () => {
  it.each<[Role, string]>([
    ['SCHOOL_ADMIN', 'api/school-admin/school-years'],
    ['COUNCIL_ADMIN', 'api/council-admin/school-years'],
    ['MULTI_SCHOOL_ADMIN', 'api/council-admin/school-years'],
    ['SUPERADMIN', 'api/admin/school-years'],
    ['ADMIN', 'api/admin/school-years'],
  ])('%s asks %s', async (role, path) => {
    let hit = false;
    server.use(
      http.get(host + path, () => {
        hit = true;
        return HttpResponse.json({ years });
      }),
    );
    expect(schoolYearsPath(role)).toBe(path);
    await expect(getSchoolYears(client, role)).resolves.toEqual({ years });
    expect(hit).toBe(true);
  });

  it('sends the chosen schools as schoolIds[]', async () => {
    let ids: string[] = [];
    let search = '';
    server.use(
      http.get(`${host}api/council-admin/school-years`, ({ request }) => {
        const url = new URL(request.url);
        ids = url.searchParams.getAll('schoolIds[]');
        search = url.search;
        return HttpResponse.json({ years });
      }),
    );
    await getSchoolYears(client, 'COUNCIL_ADMIN', [1, 2]);
    expect(ids).toEqual(['1', '2']);
    expect(search).toBe('?schoolIds[]=1&schoolIds[]=2');
  });

  it('keys the cache by role path and schools', () => {
    expect(schoolYearsQuery('SCHOOL_ADMIN').key).toEqual(['schoolYears', 'api/school-admin/school-years']);
    expect(schoolYearsQuery('COUNCIL_ADMIN', []).key).toEqual([
      'schoolYears',
      'api/council-admin/school-years',
    ]);
    expect(schoolYearsQuery('SUPERADMIN', [3, 4]).key).toEqual([
      'schoolYears',
      'api/admin/school-years',
      [3, 4],
    ]);
  });
});
