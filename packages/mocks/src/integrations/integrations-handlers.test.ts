import {
  addIntegrationSchool,
  addTestUser,
  checkProviderEmail,
  excludeProviderUser,
  getIntegrationSchools,
  getProviderLogs,
  getProviderStats,
  isApiError,
  syncIntegrationSchool,
} from '@stride/api';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../data/demo-db';
import { expiredProviderToken } from './integrations-data';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const superClient = () => signedInClient('super@demo.test');

describe('school integrations', () => {
  // Rules: integrations.api.list-and-sync
  it('lists linked schools, syncs one and logs it; an expired token fails', async () => {
    const client = await superClient();
    const { schools } = await getIntegrationSchools(client);
    expect(schools.length).toBeGreaterThan(3);
    const healthy = schools.find((row) => row.token !== expiredProviderToken)!;
    const synced = await syncIntegrationSchool(client, healthy.organization_id);
    expect(synced.success).toBe(true);
    expect((await getProviderLogs(client)).logs[0]).toMatchObject({
      action: 'sync',
      school_id: healthy.organization_id,
    });
    const expired = schools.find((row) => row.token === expiredProviderToken)!;
    const failed = await rejectionOf(syncIntegrationSchool(client, expired.organization_id));
    expect(isApiError(failed) && failed.status).toBe(502);
  });

  // Rules: integrations.api.stats
  it('answers provider stats from the school, and fails them for an expired token', async () => {
    const client = await superClient();
    const { schools } = await getIntegrationSchools(client);
    const healthy = schools.find((row) => row.token !== expiredProviderToken)!;
    const { stats } = await getProviderStats(client, healthy.organization_id);
    expect(stats.pupils).toBe(
      demoDb.pupils.filter((pupil) => pupil.school_id === healthy.organization_id).length,
    );
    expect(stats.existing_parents_validated + stats.existing_parents_nonvalidated).toBe(
      stats.existing_parents,
    );
    const expired = schools.find((row) => row.token === expiredProviderToken)!;
    expect(isApiError(await rejectionOf(getProviderStats(client, expired.organization_id)))).toBe(true);
  });

  // Rules: integrations.api.add-school-and-test-user
  it('adds a school token and a test user, refusing missing fields', async () => {
    const client = await superClient();
    const school = demoDb.schools.find(
      (row) => !demoDb.integrations.some((link) => link.organization_id === row.id),
    )!;
    await addIntegrationSchool(client, {
      name: school.name,
      organization_id: school.id,
      provider_school_id: 'A99',
      token: 'tok',
      notes: '',
    });
    expect(
      (await getIntegrationSchools(client)).schools.some((row) => row.organization_id === school.id),
    ).toBe(true);
    const missing = await rejectionOf(
      addIntegrationSchool(client, {
        name: '',
        organization_id: school.id,
        provider_school_id: 'A99',
        token: 'tok',
        notes: '',
      }),
    );
    expect(isApiError(missing) && missing.message).toBe('Please input School name');
    await addTestUser(client, {
      title: 'Ms',
      type: 'both',
      first_name: 'Tess',
      last_name: 'Test',
      organization_id: school.id,
      email: 'tess@test.uk',
    });
    expect(demoDb.testUsers).toContainEqual(expect.objectContaining({ email: 'tess@test.uk', type: 'both' }));
    const badTitle = await rejectionOf(
      addTestUser(client, {
        title: 'Dr',
        type: 'both',
        first_name: 'T',
        last_name: 'T',
        organization_id: school.id,
        email: 'a@b.uk',
      }),
    );
    expect(isApiError(badTitle) && badTitle.message).toBe('Please select Title');
  });

  // Rules: integrations.api.check-and-exclude
  it('finds a linked parent by e-mail and excludes them', async () => {
    const client = await superClient();
    const linked = demoDb.integrations[0]!.organization_id;
    const parent = demoDb.parents.find((row) => row.school_ids.includes(linked))!;
    const { users } = await checkProviderEmail(client, {
      email: parent.email.toUpperCase(),
      school_id: null,
    });
    expect(users).toEqual([
      expect.objectContaining({ email: parent.email, type: 'parent', status: 'active' }),
    ]);
    await excludeProviderUser(client, users[0]!.wonde_user_id);
    expect(
      (await checkProviderEmail(client, { email: parent.email, school_id: linked })).users[0]?.status,
    ).toBe('excluded');
    expect((await checkProviderEmail(client, { email: 'nobody@nowhere.uk', school_id: null })).users).toEqual(
      [],
    );
  });

  it('is for the super admin only', async () => {
    const refused = await rejectionOf(getIntegrationSchools(await signedInClient('council@demo.test')));
    expect(isApiError(refused) && refused.status).toBe(403);
  });
});
