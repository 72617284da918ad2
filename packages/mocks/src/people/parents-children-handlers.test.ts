import * as api from '@stride/api';
import { isApiError } from '@stride/api';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../data/demo-db';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';
import { profileTablesOf } from './profile-tables';

startDemoServerForTests();

const statusOf = async (promise: Promise<unknown>) => {
  const failure = await rejectionOf(promise);
  return isApiError(failure) ? failure.status : failure;
};

describe('searchParentsChildren and resetJourney in the demo backend', () => {
  it('finds a parent by email and a child by full name, at most 20 of each', async () => {
    const client = await signedInClient('super@demo.test');
    const parent = demoDb.parents[3]!;
    expect((await api.searchParentsChildren(client, parent.email.toUpperCase())).parents).toEqual([
      { id: parent.id, first_name: parent.first_name, last_name: parent.last_name, email: parent.email },
    ]);
    const pupil = demoDb.pupils[5]!;
    const { children } = await api.searchParentsChildren(client, `${pupil.first_name} ${pupil.last_name}`);
    expect(children.map((child) => child.id)).toContain(pupil.id);
  });

  it('refuses a search under 2 characters (422) and other roles (403)', async () => {
    expect(await statusOf(api.searchParentsChildren(await signedInClient('super@demo.test'), 'a'))).toBe(422);
    expect(await statusOf(api.searchParentsChildren(await signedInClient('school@demo.test'), 'ab'))).toBe(
      403,
    );
  });

  it('makes a paused journey active again, and answers 404 for an unknown one', async () => {
    const client = await signedInClient('super@demo.test');
    const paused = profileTablesOf().userJourneys.find((journey) => journey.status === 'paused')!;
    expect(await api.resetJourney(client, paused.id)).toEqual({
      journey: { id: paused.id, status: 'active' },
    });
    expect(profileTablesOf().userJourneys.find((journey) => journey.id === paused.id)?.status).toBe('active');
    expect(await statusOf(api.resetJourney(client, 999_999))).toBe(404);
  });
});
