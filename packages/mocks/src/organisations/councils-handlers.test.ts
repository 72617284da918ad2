import { getCouncil, getCouncils, isApiError, login, saveCouncil } from '@stride/api';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../data/demo-db';
import { createTestClient, rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const newCouncil = {
  name: 'Royal Borough of Greenwich',
  first_name: 'Gina',
  last_name: 'Green',
  email: 'Gina@Greenwich.test',
  password: 'secret1',
  phone: '020 8854 8888',
  support_email: 'travel@greenwich.test',
  main_phone: '020 8921 4444',
};

describe('POST api/admin/councils', () => {
  it('creates a council whose admin can sign in, and lists it', async () => {
    const client = await signedInClient('super@demo.test');
    const { id } = await saveCouncil(client, newCouncil);
    expect(id).toBeGreaterThan(Math.max(...demoDb.schools.map((school) => school.id)));
    const { council } = await getCouncil(client, id!);
    expect(council).toMatchObject({
      name: newCouncil.name,
      email: newCouncil.support_email,
      phone: newCouncil.main_phone,
    });
    expect(council.admins).toEqual([
      { first_name: 'Gina', last_name: 'Green', email: 'gina@greenwich.test', phone: newCouncil.phone },
    ]);
    expect((await getCouncils(client)).councils.map((row) => row.name)).toContain(newCouncil.name);
    const { user } = await login(createTestClient(), { email: 'gina@greenwich.test', password: 'secret1' });
    expect(user.admin_roles[0]?.slug).toBe('COUNCIL_ADMIN');
  });

  it('updates a council without touching its admin e-mail, password or phone', async () => {
    const client = await signedInClient('super@demo.test');
    const camden = demoDb.councils[0]!;
    const { id } = await saveCouncil(client, {
      id: camden.id,
      name: 'Camden Council',
      first_name: 'Cal',
      last_name: 'Cam',
      support_email: 'help@camden.test',
      main_phone: '02079460001',
      email: 'ignored@x.test',
    });
    expect(id).toBe(camden.id);
    const { council } = await getCouncil(client, camden.id);
    expect(council).toMatchObject({
      name: 'Camden Council',
      email: 'help@camden.test',
      phone: '02079460001',
    });
    expect(council.admins?.[0]).toMatchObject({ first_name: 'Cal', last_name: 'Cam' });
    expect(demoDb.accounts.some((account) => account.email === 'ignored@x.test')).toBe(false);
  });

  it('refuses a form the console would refuse, with its message', async () => {
    const client = await signedInClient('super@demo.test');
    const failure = await rejectionOf(saveCouncil(client, { ...newCouncil, main_phone: '123' }));
    expect(isApiError(failure) && [failure.status, failure.message]).toEqual([
      422,
      'Please enter valid number',
    ]);
  });

  // Rules: organisations.councils.super-admin-only
  it('is for the super admin only', async () => {
    const client = await signedInClient('council@demo.test');
    const failure = await rejectionOf(saveCouncil(client, newCouncil));
    expect(isApiError(failure) && failure.status).toBe(403);
  });
});
