import * as api from '@stride/api';
import { isApiError } from '@stride/api';
import type { ApiClient } from '@stride/api';
import { defaultFilterSelection, mlModelBodyOf, mlModelFormOf, roles } from '@stride/domain';
import type { Role } from '@stride/domain';
import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoOrganisationIds } from './data/demo-accounts';
import { demoDb } from './data/demo-db';
import { handlers } from './handlers/all-handlers';
import { noticeBoardOf } from './notices/notice-boards';
import { profileTablesOf } from './people/profile-tables';
import { rejectionOf, signedInClient, testApiHost, startDemoServerForTests } from './testing/demo-api';

/**
 * The mocks and the api package must never drift: every endpoint function is called as every admin
 * demo account, and the fetchers parse each answer with the endpoint's zod schema (a mismatch is an
 * ApiError 'invalid-response', which fails the test with the schema's own description).
 */
startDemoServerForTests();

const adminAccounts: { email: string; role: Role }[] = [
  { email: 'super@demo.test', role: 'SUPERADMIN' },
  { email: 'council@demo.test', role: 'COUNCIL_ADMIN' },
  { email: 'multi@demo.test', role: 'MULTI_SCHOOL_ADMIN' },
  { email: 'school@demo.test', role: 'SCHOOL_ADMIN' },
  { email: 'product@demo.test', role: 'ADMIN' },
];

/** Every read endpoint, as a call that takes the ids the caller may see. */
async function callEveryReadEndpoint(client: ApiClient, role: Role) {
  const schools = (await api.getSchools(client)).schools;
  const schoolId = schools[0]?.id ?? 0;
  const councilId = (await api.getCouncils(client)).councils[0]?.id;
  return {
    schools,
    isTermsAgreed: await api.getIsTermsAgreed(client),
    settings: await api.getOrganisationSettings(client),
    refreshAdmin: await api.refreshAdmin(client),
    // The organisations lists are the Schools screen's, which a school admin does not open (403).
    ...(role === 'SCHOOL_ADMIN'
      ? {}
      : {
          schoolOrganisations: await api.getOrganisationsByType(client, 'school'),
          councilOrganisations: await api.getOrganisationsByType(client, 'council'),
          businessOrganisations: await api.getOrganisationsByType(client, 'business'),
        }),
    filter: await api.getFilterOrganisations(client),
    withAddress: await api.getSchoolsWithAddress(client),
    organisation: await api.getOrganisation(client, schoolId),
    councilSchools: councilId === undefined ? null : await api.getCouncilSchools(client, councilId),
    council: councilId === undefined ? null : await api.getCouncil(client, councilId),
    terms: await api.getTerms(client),
    addresses: await api.getOrganisationAddresses(client, schoolId),
    schoolAddresses: await api.getSchoolAddresses(client, schoolId),
    schoolYearLookup: await api.getSchoolYearLookup(client, schoolId),
    schoolCreationYears: await api.getSchoolCreationYears(client, schoolId),
    yearStructure: await api.getOrganisationGroups(client, api.studentYearGroupType, schoolId),
    allYears: await api.getAllSchoolYears(client),
    years: await api.getSchoolYears(client, role),
    yearsOfOneSchool: await api.getSchoolYears(client, role, [schoolId]),
    newToken: await api.refreshToken(client),
    homeData: await api.getHomeData(client, defaultFilterSelection),
    homeDataOfOneSchool: await api.getHomeData(client, { ...defaultFilterSelection, schoolIds: [schoolId] }),
    engagement: role === 'SUPERADMIN' ? await api.getEngagement(client, defaultFilterSelection) : null,
    dashboardHome: await api.getDashboardHome(client),
    alerts: await api.getAlerts(client),
    inbox: await api.getAdminMessages(client),
    unread: await api.getUnreadCount(client),
  };
}

describe.each(adminAccounts)('every endpoint answers $email in the documented shape', ({ email, role }) => {
  it('parses every answer with the api schemas', async () => {
    const client = await signedInClient(email);
    const answers = await callEveryReadEndpoint(client, role);

    expect(answers.refreshAdmin.user.email).toBe(email);
    expect(answers.refreshAdmin.user.admin_roles[0]?.slug).toBe(role);
    expect(answers.schools.length).toBeGreaterThan(0);
    expect(answers.withAddress.schools.every((school) => (school.addresses ?? []).length > 0)).toBe(true);
    expect(answers.addresses.addresses.length).toBeGreaterThan(0);
    expect(answers.schoolAddresses).toEqual(answers.addresses);
    expect(answers.schoolYearLookup.years).toEqual(answers.allYears.years);
    expect(answers.schoolCreationYears.groups).toEqual(answers.yearStructure.groups);
    expect(answers.yearStructure.groups.length).toBe(demoDb.schoolYears.length);
    expect(answers.allYears.years).toHaveLength(14);
    expect(answers.years.years.length).toBeGreaterThan(0);
    expect(answers.terms.terms.map((term) => term.term)).toContain('Autumn 2026');
    expect(answers.newToken.new_token).not.toBe(client.session.getToken());
    expect(answers.homeData.total_journeys).toBeGreaterThan(0);
    expect(answers.homeDataOfOneSchool.total_journeys).toBeGreaterThan(0);
    expect(answers.homeDataOfOneSchool.total_journeys).toBeLessThanOrEqual(answers.homeData.total_journeys);
    if (role === 'SUPERADMIN') expect(answers.engagement?.stats).toHaveLength(12);
    expect(answers.dashboardHome.achievements.length).toBeGreaterThan(0);
    expect(answers.alerts.length).toBeGreaterThan(0);
    expect(answers.inbox.unread).toBe(answers.unread);
  });

  it('saves settings and records terms agreement', async () => {
    const client = await signedInClient(email);
    if (role === 'SUPERADMIN' || role === 'ADMIN') return; // no organisation to save settings for
    await api.agreeToTerms(client);
    await api.saveOrganisationSettings(client, { settings: { termsConditions: 'New terms' } });
    expect((await api.getIsTermsAgreed(client)).agreed).toBe(true);
  });
});

/** The calls the spec names by name (docs/endpoints.md), each under that name, as the super admin. */
describe('the spec-named calls answer in the documented shape', () => {
  it('queues a job, trains a model form, runs the step datamodel calls', async () => {
    const client = await signedInClient('super@demo.test');
    const automationId = demoDb.automations[0]!.id!;
    const { job } = await api.storeJob(client, {
      automation_id: automationId,
      from_date: '2026-12-01',
      organization_ids: [demoDb.schools[0]!.id],
    });
    expect(job).toMatchObject({ status: 'PENDING', automation_id: automationId });
    expect((await api.getAutomationJobs(client)).jobs[0]).toEqual(job);

    const model = demoDb.mlModels.find((row) => row.stap_data_upload_id !== null)!;
    expect(await api.trainMlModel(client, mlModelBodyOf(mlModelFormOf(model)))).toMatchObject({
      status: 'TRAINED',
    });

    const uploadUrl = await api.getPresignedUploadUrl(client, {
      name: 'Model',
      fileName: 'model.csv',
      contentType: 'text/csv',
    });
    expect(uploadUrl).toMatch(/^https?:/);
    expect(await api.getCsvList(client)).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(await api.stepAction(client, 'clear_cache', 881)).toMatchObject({ success: true });
  });

  it("sends a notice's notifications, searches parents and children, resets a journey, removes user schools", async () => {
    const client = await signedInClient('super@demo.test');
    const noticeId = noticeBoardOf(demoDb.schools[0]!.id)[0]!.id;
    expect((await api.sendNotificationsOnly(client, noticeId)).sent).toBeGreaterThanOrEqual(0);

    const parent = demoDb.parents[0]!;
    const found = await api.searchParentsChildren(client, parent.email);
    expect(found.parents.map((row) => row.id)).toContain(parent.id);

    const journey = profileTablesOf().userJourneys[0]!;
    expect(await api.resetJourney(client, journey.id)).toEqual({
      journey: { id: journey.id, status: 'active' },
    });

    const schoolId = parent.school_ids[0]!;
    const { removed } = await api.removeUsersSchools(client, schoolId);
    expect(removed).toBeGreaterThan(0);
    expect(demoDb.parents.some((row) => row.school_ids.includes(schoolId))).toBe(false);
  });

  it('creates a school and saves its years through the school-creation calls', async () => {
    const client = await signedInClient('super@demo.test');
    const { id } = await api.storeSchool(client, {
      organization_type: 'SCHOOL',
      name: 'Orchard Lane Primary',
      school_type: 'INDEPENDENT',
      council_id: null,
      email: 'office@orchard.test',
      first_name: 'Olive',
      last_name: 'Orchard',
      phone: '02079460000',
      code: '',
      staff_code: '',
    });
    const schoolId = id!;
    expect((await api.getSchoolCreationYears(client, schoolId)).groups).toEqual([]);
    expect((await api.getSchoolAddresses(client, schoolId)).addresses).toEqual([]);
    const { years } = await api.getSchoolYearLookup(client, schoolId);
    const inactive = years.map((year) => ({
      value: year.level,
      name: year.name,
      status: 'inactive' as const,
      organization_address_id: null,
    }));
    const { groups } = await api.saveSchoolYears(client, schoolId, inactive);
    expect((await api.getSchoolCreationYears(client, schoolId)).groups).toEqual(groups);
    expect(isApiError(await rejectionOf(api.getSchoolYearLookup(client, 999_999)))).toBe(true);
  });
});

describe('the demo handlers cover the api package', () => {
  /** Every path the api package exports, with sample arguments for the path builders. */
  function documentedPaths(): string[] {
    const paths: string[] = [];
    for (const [name, value] of Object.entries(api)) {
      if (!name.endsWith('Path')) continue;
      if (typeof value === 'string') paths.push(value);
      else if (name === 'schoolYearsPath') paths.push(...roles.map((role) => api.schoolYearsPath(role)));
      else if (typeof value === 'function')
        paths.push((value as (...args: string[]) => string)(...Array<string>(value.length).fill('1')));
    }
    return paths;
  }

  it.each(documentedPaths())('has a handler for %s', (path) => {
    const url = new URL(api.buildRequestUrl(testApiHost, path));
    const matching = handlers.filter(
      (handler) => typeof handler.info.path === 'string' && matchRequestUrl(url, handler.info.path).matches,
    );
    expect(matching.length).toBeGreaterThan(0);
  });

  it('answers every school of the dataset for the super admin, with counts', async () => {
    const client = await signedInClient('super@demo.test');
    const { schools } = await api.getSchools(client);
    expect(schools).toHaveLength(demoDb.schools.length);
    const termsSchool = schools.find((school) => school.id === demoOrganisationIds.termsSchool);
    expect(termsSchool?.total_students).toBe(
      demoDb.pupils.filter((pupil) => pupil.school_id === demoOrganisationIds.termsSchool).length,
    );
    expect(termsSchool?.code).toMatch(/^[A-Z0-9]{6}$/);
  });
});
