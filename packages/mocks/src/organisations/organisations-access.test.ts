import { getOrganisationsByType } from '@stride/api';
import { describe, expect, it } from 'vitest';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

describe('the organisations lists (the Schools screen)', () => {
  // Rules: organisations.list.not-school-admin
  it.each(['school', 'council', 'business'])(
    'refuses the %s list to a school admin (403) and answers the roles that open Schools',
    async (type) => {
      const school = await signedInClient('school@demo.test');
      expect(await rejectionOf(getOrganisationsByType(school, type))).toMatchObject({
        kind: 'http',
        status: 403,
        message: 'You are not allowed to list organisations',
      });
      for (const email of ['super@demo.test', 'council@demo.test', 'multi@demo.test', 'product@demo.test'])
        await expect(getOrganisationsByType(await signedInClient(email), type)).resolves.toMatchObject({
          organizations: expect.any(Array),
        });
    },
  );
});
