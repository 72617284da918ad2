import type { ApiError } from '@stride/api';
import {
  agreeToTerms,
  getCouncils,
  getCouncilSchools,
  getFilterOrganisations,
  getIsTermsAgreed,
  getOrganisation,
  getOrganisationSettings,
  getSchools,
  getSchoolYears,
  login,
  refreshAdmin,
  revokeSession,
  demoRevokeSessionPath,
} from '@stride/api';
import { describe, expect, it } from 'vitest';
import { demoOrganisationIds, demoPassword, demoUserIds } from './data/demo-accounts';
import { demoDb, resetDemoDb } from './data/demo-db';
import { createTestClient, rejectionOf, signedInClient, startDemoServerForTests } from './testing/demo-api';

startDemoServerForTests();

const schoolIdsOf = async (email: string) =>
  (await getSchools(await signedInClient(email))).schools.map((school) => school.id);

describe('demo account rules', () => {
  it.each([
    ['a wrong password', 'school@demo.test', 'wrong-password'],
    ['an unknown e-mail', 'nobody@demo.test', demoPassword],
  ])('refuses %s with 401 invalid_credentials', async (_, email, password) => {
    const error = (await rejectionOf(login(createTestClient(), { email, password }))) as ApiError;
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 401,
      code: 'invalid_credentials',
      message: 'Incorrect login/password',
    });
  });

  it('refuses the admin of a disabled school with school_disabled', async () => {
    const error = (await rejectionOf(
      login(createTestClient(), { email: 'disabled@demo.test', password: demoPassword }),
    )) as ApiError;
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      code: 'school_disabled',
      message: 'School has been disabled',
    });
  });

  it('lets the parent sign in with no admin roles, so the console can refuse it', async () => {
    const client = createTestClient();
    const answer = await login(client, { email: 'parent@demo.test', password: demoPassword });
    expect(answer.user.id).toBe(demoUserIds.parent);
    expect(answer.user.admin_roles).toEqual([]);
    expect(client.session.getToken()).toBeNull();
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const answer = await login(createTestClient(), { email: '  Super@Demo.Test ', password: demoPassword });
    expect(answer.user.admin_roles[0]?.slug).toBe('SUPERADMIN');
  });

  it('issues a new opaque token per login', async () => {
    const first = await login(createTestClient(), { email: 'multi@demo.test', password: demoPassword });
    const second = await login(createTestClient(), { email: 'multi@demo.test', password: demoPassword });
    expect(first.token).toMatch(/^demo\./);
    expect(second.token).not.toBe(first.token);
  });

  // Rules: session.demo.signed-tokens
  it('refuses with 401 a token it did not issue, however it is shaped, and accepts the ones it did', async () => {
    const issued = await login(createTestClient(), { email: 'school@demo.test', password: demoPassword });
    const [, , counter, signature = ''] = issued.token.split('.');
    const forgeries = [
      // The old shape, for the super admin: anyone could write it.
      `demo.${demoUserIds.super}.1`,
      `demo.${demoUserIds.super}.${counter}`,
      // The issued token's signature under another user id, and a signature changed by one character.
      `demo.${demoUserIds.super}.${counter}.${signature}`,
      issued.token.slice(0, -1) + (issued.token.endsWith('A') ? 'B' : 'A'),
    ];
    for (const forged of forgeries) {
      const client = createTestClient();
      client.session.setToken(forged);
      expect(await rejectionOf(refreshAdmin(client)), forged).toMatchObject({ status: 401 });
    }
    const client = createTestClient();
    client.session.setToken(issued.token);
    expect((await refreshAdmin(client)).user.email).toBe('school@demo.test');
  });

  it('answers 401 without a bearer or with an unknown one', async () => {
    const anonymous = createTestClient();
    expect(await rejectionOf(refreshAdmin(anonymous))).toMatchObject({ kind: 'http', status: 401 });
    // With a token the server does not know, the client takes the 401 as the end of the session.
    anonymous.session.setToken('demo.999999.1');
    expect(await rejectionOf(getSchools(anonymous))).toMatchObject({ kind: 'expired', status: 401 });
    expect(anonymous.session.getToken()).toBeNull();
  });

  it('gives each admin its organisation and role settings', async () => {
    const { user } = await refreshAdmin(await signedInClient('council@demo.test'));
    expect(user.admin_roles_with_settings?.[0]).toMatchObject({
      slug: 'COUNCIL_ADMIN',
      admin_organization_id: demoOrganisationIds.council,
    });
    expect(user.admin_organization?.name).toBe('London Borough of Hackney');
    const superUser = (await refreshAdmin(await signedInClient('super@demo.test'))).user;
    expect(superUser.admin_organization).toBeNull();
    expect(superUser.domain?.name).toBe('Stride');
  });
});

describe("school@demo.test's terms", () => {
  it('has terms text not yet agreed, remembered once agreed for the rest of the session', async () => {
    const client = await signedInClient('school@demo.test');
    expect((await getOrganisationSettings(client)).settings?.termsConditions).toBeTruthy();
    expect(await getIsTermsAgreed(client)).toEqual({ agreed: false });

    await agreeToTerms(client);
    expect(await getIsTermsAgreed(client)).toEqual({ agreed: true });

    const again = await signedInClient('school@demo.test');
    expect((await getOrganisationSettings(again)).settings?.tc_agreed).toBe(true);
    const { user } = await refreshAdmin(again);
    expect(user.admin_roles_with_settings?.[0]?.settings).toMatchObject({ tc_agreed: true });
  });

  it('shows the terms again after resetDemoDb', async () => {
    await agreeToTerms(await signedInClient('school@demo.test'));
    resetDemoDb();
    expect(await getIsTermsAgreed(await signedInClient('school@demo.test'))).toEqual({ agreed: false });
  });
});

describe('scoping by role', () => {
  it('gives the school admin its own school only', async () => {
    expect(await schoolIdsOf('school@demo.test')).toEqual([demoOrganisationIds.termsSchool]);
  });

  it('gives the multi-school admin its three schools', async () => {
    expect(await schoolIdsOf('multi@demo.test')).toEqual([...demoOrganisationIds.trustSchools]);
  });

  it("gives the council admin its council's schools", async () => {
    const expected = demoDb.schools
      .filter((school) => school.council_id === demoOrganisationIds.council)
      .map((school) => school.id);
    expect(await schoolIdsOf('council@demo.test')).toEqual(expected);
  });

  it('gives super and product admins every school', async () => {
    expect(await schoolIdsOf('super@demo.test')).toHaveLength(demoDb.schools.length);
    expect(await schoolIdsOf('product@demo.test')).toHaveLength(demoDb.schools.length);
  });

  // Rules: organisations.councils.super-admin-only
  it('refuses an organisation or council outside the scope with 403', async () => {
    const school = await signedInClient('school@demo.test');
    expect(await rejectionOf(getOrganisation(school, demoOrganisationIds.trustSchools[0]))).toMatchObject({
      kind: 'http',
      status: 403,
    });
    const council = await signedInClient('council@demo.test');
    expect(await rejectionOf(getCouncilSchools(council, 1))).toMatchObject({ kind: 'http', status: 403 });
    expect(await rejectionOf(getOrganisation(council, 99999))).toMatchObject({ kind: 'http', status: 404 });
  });

  it("narrows the selector's groups and councils to the caller's schools", async () => {
    const filter = await getFilterOrganisations(await signedInClient('multi@demo.test'));
    expect(filter.councils).toEqual([]);
    for (const group of filter.groups)
      for (const id of group.school_ids) expect(demoOrganisationIds.trustSchools).toContain(id);
    const councils = await getCouncils(await signedInClient('council@demo.test'));
    expect(councils.councils.map((council) => council.id)).toEqual([demoOrganisationIds.council]);
  });

  it('answers the years of the schools asked for, by school id, group or council', async () => {
    const client = await signedInClient('super@demo.test');
    const secondary = demoDb.schools.find((school) => school.phase === 'secondary');
    const years = await getSchoolYears(client, 'SUPERADMIN', [secondary?.id ?? 0]);
    expect(years.years.map((year) => year.level)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    const independents = await getSchoolYears(client, 'SUPERADMIN', ['group_5']);
    expect(independents.years).toHaveLength(14);
    expect(
      (await getSchoolYears(client, 'SUPERADMIN', [`council_${demoOrganisationIds.council}`])).years.length,
    ).toBeGreaterThan(0);
  });

  it("refuses a year list path that is not the caller's role's", async () => {
    const client = await signedInClient('school@demo.test');
    expect(await rejectionOf(getSchoolYears(client, 'SUPERADMIN'))).toMatchObject({
      kind: 'http',
      status: 403,
    });
  });
});

describe('demo logout', () => {
  it('revokes the token: the old token then gets 401, a new login works', async () => {
    const client = await signedInClient('school@demo.test');
    await revokeSession(client, demoRevokeSessionPath);
    expect(await rejectionOf(refreshAdmin(client))).toMatchObject({ kind: 'expired', status: 401 });
    const again = await signedInClient('school@demo.test');
    expect((await refreshAdmin(again)).user.email).toBe('school@demo.test');
  });
});
