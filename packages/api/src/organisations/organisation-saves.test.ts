import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { saveCouncil, saveCouncilBodyOf } from './save-council';
import { saveOrganisation, saveOrganisationBodyOf } from './save-organisation';
import { saveOrganisationAddress } from './save-organisation-address';
import { saveYearStructure } from './save-year-structure';
import { deleteOrgUser, getOrgUsers, saveOrgUser } from './org-users';
import { getOrgRelationships, saveOrgRelationships } from './org-relationships';
import { uploadImage } from './upload-image';
import { startTestServer, testHost } from '../testing/test-server';

const { server, client } = startTestServer();
const host = testHost;

const council = {
  name: 'Camden',
  first_name: 'Ann',
  last_name: 'Lee',
  support_email: 'help@camden.test',
  main_phone: '02079460001',
};

describe('saveCouncil', () => {
  // Rules: organisations.endpoint.council-save
  it('POSTs the form to api/admin/councils and returns the id', async () => {
    let sent: unknown;
    server.use(
      http.post(`${host}api/admin/councils`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 12 });
      }),
    );
    await expect(saveCouncil(client, { ...council, id: 12 })).resolves.toEqual({ id: 12 });
    expect(sent).toEqual({ ...council, id: 12 });
  });

  // Rules: organisations.endpoint.council-save
  it('reads an answer without an id as a save without an id', async () => {
    server.use(http.post(`${host}api/admin/councils`, () => HttpResponse.json({})));
    await expect(saveCouncil(client, council)).resolves.toEqual({});
  });

  // Rules: organisations.endpoint.council-save
  it('refuses an id that is not a number', async () => {
    server.use(http.post(`${host}api/admin/councils`, () => HttpResponse.json({ id: 'twelve' })));
    const failure: unknown = await saveCouncil(client, council).catch((reason: unknown) => reason);
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });
});

describe('saveCouncilBodyOf', () => {
  const values = { ...council, email: 'ann@camden.test', password: 'secret1', phone: '020 1' };

  it('sends every field of a new council', () => {
    expect(saveCouncilBodyOf(values)).toEqual(values);
  });

  it('sends the id and leaves out the disabled fields of an edit', () => {
    expect(saveCouncilBodyOf(values, 4)).toEqual({ ...council, id: 4 });
  });
});

describe('saveOrganisation', () => {
  const values = {
    name: 'Hill Primary',
    school_type: 'COUNCIL' as const,
    council_id: '3',
    email: 'o@hill.test',
    first_name: 'Ann',
    last_name: 'Lee',
    phone: '',
    code: '',
    staff_code: '',
  };

  // Rules: organisations.endpoint.store
  it('POSTs the school to api/admin/organization/store and returns the id', async () => {
    let sent: unknown;
    server.use(
      http.post(`${host}api/admin/organization/store`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 140 });
      }),
    );
    await expect(saveOrganisation(client, saveOrganisationBodyOf(values))).resolves.toEqual({ id: 140 });
    expect(sent).toEqual({ ...values, council_id: 3, organization_type: 'SCHOOL' });
  });

  // Rules: organisations.endpoint.store
  it('sends the id of an edit and no council as null', () => {
    expect(saveOrganisationBodyOf({ ...values, council_id: '' }, 9)).toMatchObject({
      id: 9,
      council_id: null,
    });
  });
});

describe('saveOrganisationAddress and saveYearStructure', () => {
  // Rules: organisations.endpoint.addresses-store
  it('POST the address and the levels and parse what was stored', async () => {
    const sent: unknown[] = [];
    const address = {
      name: 'Main site',
      postcode: 'NW5 1AA',
      latitude: 51.55,
      longitude: -0.14,
      organization_id: 101,
    };
    const level = {
      id: 4,
      value: 0,
      name: 'Reception',
      status: 'active' as const,
      organization_address_id: 8,
    };
    server.use(
      http.post(`${host}api/admin/organization/addresses/store`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ address: { ...address, id: 8 } });
      }),
      http.post(`${host}api/admin/organization/groups/storeStudentYears`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ groups: [level] });
      }),
    );
    await expect(saveOrganisationAddress(client, address)).resolves.toEqual({
      address: { ...address, id: 8 },
    });
    await expect(saveYearStructure(client, { organization_id: 101, levels: [level] })).resolves.toEqual({
      groups: [level],
    });
    expect(sent).toEqual([address, { organization_id: 101, levels: [level] }]);
  });
});

describe('org users and relationships', () => {
  const record = { id: 4, user: { id: 4, email: 'a@b.test', first_name: 'A', last_name: 'B' }, role_id: 7 };

  // Rules: organisations.endpoint.org-users
  it('GET, POST and DELETE the org users of an organisation', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${host}api/admin/organization/users/101`, () => HttpResponse.json({ users: [record] })),
      http.post(`${host}api/admin/organization/users/101`, async ({ request }) => {
        calls.push(JSON.stringify(await request.json()));
        return HttpResponse.json({ user: record });
      }),
      http.delete(`${host}api/admin/organization/users/101/4`, () => {
        calls.push('deleted');
        return HttpResponse.json({ success: true });
      }),
    );
    await expect(getOrgUsers(client, 101)).resolves.toEqual({ users: [record] });
    const body = {
      email: 'a@b.test',
      first_name: 'A',
      last_name: 'B',
      password: '',
      role_id: 7,
      organization_id: 101,
      id: 4,
      user_role_id: 4,
    };
    await expect(saveOrgUser(client, body)).resolves.toEqual({ user: record });
    await expect(deleteOrgUser(client, 101, 4)).resolves.toEqual({ success: true });
    expect(calls).toEqual([JSON.stringify(body), 'deleted']);
  });

  // Rules: organisations.endpoint.relationships
  it('sends the relationship flags as sub_orgs and multi_schools', async () => {
    let sent: unknown;
    server.use(
      http.get(`${host}api/admin/organization/relationships/51`, () =>
        HttpResponse.json({ has_sub_orgs: false, has_multi_schools: true }),
      ),
      http.post(`${host}api/admin/organization/relationships/51`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ has_sub_orgs: true, has_multi_schools: true });
      }),
    );
    await expect(getOrgRelationships(client, 51)).resolves.toEqual({
      has_sub_orgs: false,
      has_multi_schools: true,
    });
    await expect(
      saveOrgRelationships(client, 51, { has_sub_orgs: true, has_multi_schools: true }),
    ).resolves.toEqual({ has_sub_orgs: true, has_multi_schools: true });
    expect(sent).toEqual({ sub_orgs: true, multi_schools: true });
  });
});

describe('uploadImage', () => {
  it('POSTs the image as multipart under its field name, with the owner in the query', async () => {
    let seen: { query: string; field: string; type: string | null; auth: string | null } | undefined;
    server.use(
      http.post(`${host}api/uploadFile`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('council_logo');
        seen = {
          query: new URL(request.url).search,
          field: file instanceof File ? file.name : 'none',
          type: request.headers.get('content-type'),
          auth: request.headers.get('authorization'),
        };
        return HttpResponse.json({ url: 'https://cdn.example.org/logo.png' });
      }),
    );
    const answer = await uploadImage(
      client,
      { owner: 'council_id', id: 3, field: 'council_logo' },
      new Blob(['png'], { type: 'image/png' }),
      'logo.png',
    );
    expect(answer).toEqual({ url: 'https://cdn.example.org/logo.png' });
    expect(seen).toMatchObject({ query: '?council_id=3', field: 'logo.png', auth: 'Bearer jwt' });
    expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/);
  });
});
