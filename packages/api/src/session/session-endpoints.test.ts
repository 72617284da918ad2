import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError, isUnauthorised } from '../client/api-error';
import { createApiClient } from '../client/create-api-client';
import { createMemorySessionStore } from '../client/session-store';
import { getIsTermsAgreed, isTermsAgreedQuery } from './is-terms-agreed';
import { login } from './login';
import {
  agreeToTerms,
  getOrganisationSettings,
  organisationSettingsQuery,
  saveOrganisationSettings,
} from './organisation-settings';
import { refreshAdmin } from './refresh-admin';
import { revokeSession } from './revoke-session';

const host = 'https://api.example.org/';
const now = new Date('2026-03-02T08:00:00Z').getTime();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const user = (slug: string | null) => ({
  id: 1,
  first_name: 'Sam',
  last_name: 'Admin',
  email: 'school@demo.test',
  admin_roles: slug ? [{ slug }] : [],
  admin_roles_with_settings: slug ? [{ slug, admin_organization_id: 10, settings: null }] : [],
  admin_organization: { name: 'Hill Primary', logo_url: null },
  domain: { name: 'Stride', logo_url: 'https://cdn.example.org/logo.png' },
});

function setup(token: string | null = null) {
  const session = createMemorySessionStore({ token, lastRefresh: token ? now : null });
  return { session, client: createApiClient({ baseUrl: host, session }) };
}

// Rules: session.endpoint.login-error
describe('login', () => {
  // Rules: session.endpoint.login, session.login.keeps-token, session.entity.login-response, session.refresh.first-refresh-earlier
  it('posts the credentials, stores the token and starts the refresh clock 20 s in the past', async () => {
    let body: unknown;
    server.use(
      http.post(`${host}api/admin/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          user: user('SCHOOL_ADMIN'),
          token: 'jwt-1',
          token_type: 'bearer',
          expires_in: 14400,
        });
      }),
    );
    const { client, session } = setup();
    const answer = await login(client, { email: 'school@demo.test', password: 'stride-demo' });
    expect(body).toEqual({ email: 'school@demo.test', password: 'stride-demo' });
    expect(answer.user.admin_roles[0]?.slug).toBe('SCHOOL_ADMIN');
    expect(session.getToken()).toBe('jwt-1');
    expect(session.getLastRefresh()).toBe(now - 20_000);
  });

  // Rules: session.login.no-admin-roles
  it('keeps no session for a user without admin roles', async () => {
    server.use(
      http.post(`${host}api/admin/login`, () => HttpResponse.json({ user: user(null), token: 'parent-jwt' })),
    );
    const { client, session } = setup();
    const answer = await login(client, { email: 'parent@demo.test', password: 'stride-demo' });
    expect(answer.user.admin_roles).toEqual([]);
    expect(session.getToken()).toBeNull();
  });

  it.each([
    { status: 401, error: 'invalid_credentials' },
    { status: 403, error: 'school_disabled' },
    { status: 200, error: 'school_disabled' },
  ])('throws an http error with the code of a refused login ($status $error)', async ({ status, error }) => {
    server.use(http.post(`${host}api/admin/login`, () => HttpResponse.json({ error }, { status })));
    const { client, session } = setup();
    const failure: unknown = await login(client, { email: 'x@demo.test', password: 'bad' }).catch(
      (reason: unknown) => reason,
    );
    expect(isApiError(failure) && { kind: failure.kind, status: failure.status, code: failure.code }).toEqual(
      { kind: 'http', status, code: error },
    );
    expect(session.getToken()).toBeNull();
  });

  it('never triggers a token refresh', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${host}api/admin/login`, () =>
        HttpResponse.json({ user: user('SUPERADMIN'), token: 'jwt-1' }),
      ),
      http.post(`${host}api/admin/refresh-token`, () => {
        refreshes += 1;
        return HttpResponse.json({ new_token: 'x' });
      }),
    );
    // A stale session from long ago: any other call would refresh now.
    const session = createMemorySessionStore({ token: 'old', lastRefresh: 0 });
    await login(createApiClient({ baseUrl: host, session }), {
      email: 'super@demo.test',
      password: 'stride-demo',
    });
    expect(refreshes).toBe(0);
  });
});

describe('refreshAdmin (user info)', () => {
  // Rules: session.endpoint.refresh-admin
  it('returns the user with the domain logo', async () => {
    server.use(
      http.post(`${host}api/admin/administration/refreshAdmin`, () =>
        HttpResponse.json({ user: user('COUNCIL_ADMIN') }),
      ),
    );
    const answer = await refreshAdmin(setup('jwt').client);
    expect(answer.user.domain?.logo_url).toBe('https://cdn.example.org/logo.png');
  });

  // Rules: session.user-info.unauthorised
  it('fails with an error isUnauthorised recognises on 401', async () => {
    server.use(
      http.post(`${host}api/admin/administration/refreshAdmin`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const failure: unknown = await refreshAdmin(setup('jwt').client).catch((reason: unknown) => reason);
    expect(isUnauthorised(failure)).toBe(true);
  });
});

describe('terms and settings', () => {
  // Rules: session.endpoint.organisation-settings, session.endpoint.is-terms-agreed
  it('reads the terms text and the agreement state', async () => {
    server.use(
      http.get(`${host}api/admin/organization/settings`, () =>
        HttpResponse.json({ settings: { termsConditions: '<p>T&C</p>', colour: 'red' } }),
      ),
      http.get(`${host}api/admin/administration/isTermsAgreed`, () => HttpResponse.json({ agreed: false })),
    );
    const { client } = setup('jwt');
    await expect(getOrganisationSettings(client)).resolves.toEqual({
      settings: { termsConditions: '<p>T&C</p>', colour: 'red' },
    });
    await expect(getIsTermsAgreed(client)).resolves.toEqual({ agreed: false });
    expect(organisationSettingsQuery().key).toEqual([
      'organisationSettings',
      'api/admin/organization/settings',
    ]);
    expect(isTermsAgreedQuery().key).toEqual(['isTermsAgreed', 'api/admin/administration/isTermsAgreed']);
  });

  // Rules: session.endpoint.organisation-settings
  it('posts the agreement, or the whole settings, to the settings path', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${host}api/admin/organization/settings`, async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ success: true });
      }),
    );
    const { client } = setup('jwt');
    await agreeToTerms(client);
    await saveOrganisationSettings(client, { settings: { termsConditions: null } });
    expect(bodies).toEqual([{ tc_agreed: true }, { settings: { termsConditions: null } }]);
  });
});

describe('revokeSession (logout)', () => {
  it('posts to the configured path with the bearer token, and does not refresh it first', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${host}auth/revoke`, ({ request }) => {
        calls.push(request.headers.get('Authorization') ?? '');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { client } = setup('jwt-old');
    vi.setSystemTime(now + 14_000_000);
    await revokeSession(client, 'auth/revoke');
    expect(calls).toEqual(['Bearer jwt-old']);
  });

  it('rejects with the server error when the server refuses', async () => {
    server.use(
      http.post(`${host}auth/revoke`, () => HttpResponse.json({ message: 'Nope' }, { status: 500 })),
    );
    const failure: unknown = await revokeSession(setup('jwt').client, 'auth/revoke').catch(
      (reason: unknown) => reason,
    );
    expect(isApiError(failure) && failure.status).toBe(500);
  });
});
