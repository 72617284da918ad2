import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { startTestServer, testHost } from '../testing/test-server';
import { deleteTravelFeature, getTravelFeatures, saveTravelFeature } from './travel-features';

const { server, client } = startTestServer();

type Seen = { method: string; path: string; query: Record<string, string>; body?: unknown };

/** Answers every travel_features call with `body` and notes what it was asked. */
function answer(body: JsonBodyType) {
  const seen: Seen[] = [];
  const record = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      ...(request.method === 'POST' ? { body: await request.json() } : {}),
    });
    return HttpResponse.json(body);
  };
  server.use(
    http.all(`${testHost}api/admin/travel_features`, record),
    http.all(`${testHost}api/admin/travel_features/:id`, record),
  );
  return seen;
}

const school = { type: 'school', id: 101 } as const;
const save = {
  section_id: 2,
  text: 'Bike shed by the gate',
  link: 'https://example.org',
  linkLabel: 'More info',
  staffOnly: 0,
  parentOnly: 1,
} as const;

describe('travel_features', () => {
  // Rules: travel-directory.calls.get
  it('GETs api/admin/travel_features with type and type_id and reads data, schools and councils', async () => {
    const seen = answer({
      data: [{ id: 2, category: 'Cycling', color: '#0a0', order: 1, blocks: [] }],
      schools: [{ id: 101, name: 'Oakfield Primary' }],
      councils: [],
    });
    const directory = await getTravelFeatures(client, { type: 'council', id: 3 });
    expect(seen).toEqual([
      { method: 'GET', path: '/api/admin/travel_features', query: { type: 'council', type_id: '3' } },
    ]);
    expect(directory.data.map((category) => category.category)).toEqual(['Cycling']);
    expect(directory.schools).toEqual([{ id: 101, name: 'Oakfield Primary' }]);
    expect(directory.councils).toEqual([]);
  });

  // Rules: travel-directory.calls.save, travel-directory.calls.delete
  it('POSTs a new option without {id} and a change with it, and DELETEs with {id}, each naming the owner', async () => {
    const seen = answer({ success: true });
    await saveTravelFeature(client, school, save);
    await saveTravelFeature(client, school, { ...save, id: 44 });
    await deleteTravelFeature(client, school, 44);
    const owner = { type: 'school', type_id: '101' };
    expect(seen).toEqual([
      { method: 'POST', path: '/api/admin/travel_features', query: owner, body: save },
      { method: 'POST', path: '/api/admin/travel_features/44', query: owner, body: { ...save, id: 44 } },
      { method: 'DELETE', path: '/api/admin/travel_features/44', query: owner },
    ]);
  });
});
