import {
  deleteOrgUser,
  getOrgRelationships,
  getOrgUsers,
  isApiError,
  login,
  saveOrgRelationships,
  saveOrgUser,
} from '@stride/api';
import { describe, expect, it } from 'vitest';
import { demoOrganisationIds, demoUserIds } from '../data/demo-accounts';
import { createTestClient, rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const schoolId = demoOrganisationIds.termsSchool;
const newAdmin = {
  email: 'Nia@Hill.test',
  first_name: 'Nia',
  last_name: 'New',
  password: 'secret1',
  role_id: 7,
  organization_id: schoolId,
};

describe('org users', () => {
  it("lists an organisation's admins as org user records", async () => {
    const client = await signedInClient('super@demo.test');
    const { users } = await getOrgUsers(client, schoolId);
    expect(users).toEqual([
      expect.objectContaining({
        id: demoUserIds.school,
        role_id: 7,
        role: 'SCHOOL_ADMIN',
        user: expect.objectContaining({ email: 'school@demo.test' }),
      }),
    ]);
  });

  it('adds an admin who can sign in, edits and deletes them', async () => {
    const client = await signedInClient('super@demo.test');
    const { user } = await saveOrgUser(client, newAdmin);
    expect(user).toMatchObject({ role_id: 7, user: { email: 'nia@hill.test', first_name: 'Nia' } });
    await expect(
      login(createTestClient(), { email: 'nia@hill.test', password: 'secret1' }),
    ).resolves.toBeTruthy();

    await saveOrgUser(client, {
      ...newAdmin,
      id: user.id,
      user_role_id: user.id,
      first_name: 'Nina',
      password: '',
    });
    const { users } = await getOrgUsers(client, schoolId);
    expect(users.find((row) => row.id === user.id)?.user.first_name).toBe('Nina');
    // A blank password kept the old one.
    await expect(
      login(createTestClient(), { email: 'nia@hill.test', password: 'secret1' }),
    ).resolves.toBeTruthy();

    await deleteOrgUser(client, schoolId, user.id);
    expect((await getOrgUsers(client, schoolId)).users.map((row) => row.id)).not.toContain(user.id);
  });

  // Rules: organisations.manage.super-admin-only
  it('refuses a taken e-mail, a role that is not 7, 8 or 9, and other callers', async () => {
    const client = await signedInClient('super@demo.test');
    const taken = await rejectionOf(saveOrgUser(client, { ...newAdmin, email: 'council@demo.test' }));
    expect(isApiError(taken) && taken.status).toBe(422);
    const role = await rejectionOf(saveOrgUser(client, { ...newAdmin, role_id: 5 }));
    expect(isApiError(role) && role.message).toBe('Please select a role');
    const schoolAdmin = await signedInClient('school@demo.test');
    const forbidden = await rejectionOf(getOrgUsers(schoolAdmin, schoolId));
    expect(isApiError(forbidden) && forbidden.status).toBe(403);
  });
});

describe('org relationships', () => {
  it('reads and stores the flags', async () => {
    const client = await signedInClient('super@demo.test');
    await expect(getOrgRelationships(client, demoOrganisationIds.trust)).resolves.toEqual({
      has_sub_orgs: false,
      has_multi_schools: true,
    });
    await expect(getOrgRelationships(client, schoolId)).resolves.toEqual({
      has_sub_orgs: false,
      has_multi_schools: false,
    });
    await saveOrgRelationships(client, schoolId, { has_sub_orgs: true, has_multi_schools: false });
    await expect(getOrgRelationships(client, schoolId)).resolves.toEqual({
      has_sub_orgs: true,
      has_multi_schools: false,
    });
  });
});
