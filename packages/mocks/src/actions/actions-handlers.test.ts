import { getActionsHistory, isApiError, runAction } from '@stride/api';
import { describe, expect, it } from 'vitest';
import { actionTablesOf } from './action-tables';
import { demoDb } from '../data/demo-db';
import { noticeBoardOf } from '../notices/notice-boards';
import { profileTablesOf } from '../people/profile-tables';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const superClient = () => signedInClient('super@demo.test');
const historyOf = async (action: string) =>
  getActionsHistory(await superClient(), {
    school_id: null,
    category: null,
    user_id: null,
    student_id: null,
    action,
  });
const schoolWithPupils = () =>
  demoDb.schools.find((school) => demoDb.pupils.some((pupil) => pupil.school_id === school.id))!;

describe('the actions area in the demo backend', () => {
  // Rules: actions.new-term.one-school, actions.run.history
  it('new_term archives the school journeys and records the run', async () => {
    const schoolId = profileTablesOf().userJourneys[0]!.organization_id;
    const before = profileTablesOf().userJourneys.filter(
      (journey) => journey.organization_id === schoolId,
    ).length;
    const outcome = await runAction(await superClient(), 'new_term', { school_id: String(schoolId) });
    expect(outcome.notice).toBe('New term finished');
    expect(profileTablesOf().userJourneys.some((journey) => journey.organization_id === schoolId)).toBe(
      false,
    );
    expect(actionTablesOf().archivedJourneys).toHaveLength(before);
    expect((await historyOf('new_term'))[0]).toMatchObject({
      category: 'school',
      action: 'new_term',
      school_id: schoolId,
    });
  });

  // Rules: actions.move-up.fields
  it('moves children up a year only when the simulation is removed', async () => {
    const school = schoolWithPupils();
    const years = () =>
      demoDb.pupils.filter((pupil) => pupil.school_id === school.id).map((pupil) => pupil.current_year);
    const before = years();
    const client = await superClient();
    await runAction(client, 'move_children_up_a_year', {
      school_id: String(school.id),
      removeSimulation: false,
    });
    expect(years()).toEqual(before);
    await runAction(client, 'move_children_up_a_year', {
      school_id: String(school.id),
      removeSimulation: true,
    });
    expect(years()).toEqual(before.map((year) => year + 1));
  });

  // Rules: actions.calls.change-school-and-year
  it('changes school and year, answering the pupils moved', async () => {
    const pupil = demoDb.pupils[0]!;
    const to = demoDb.schools.find((school) => school.id !== pupil.school_id)!;
    const matching = demoDb.pupils.filter(
      (row) => row.school_id === pupil.school_id && row.current_year === pupil.current_year,
    ).length;
    const values = {
      school_id: String(pupil.school_id),
      current_year: String(pupil.current_year),
      new_school_id: String(to.id),
      new_year: '2',
      ignoreRecent: false,
      removeSimulation: true,
    };
    expect((await runAction(await superClient(), 'change_school_and_year', values)).notice).toBe(
      `Change School and year finished (${matching} ${matching === 1 ? 'student' : 'students'})`,
    );
    expect(pupil).toMatchObject({ school_id: to.id, current_year: 2 });
  });

  // Rules: actions.calls.remove-disable-school
  it('removes a school (disabled, links gone) and disables another', async () => {
    const [removed, disabled] = demoDb.schools.filter((school) => school.status === 'active');
    const client = await superClient();
    await runAction(client, 'remove_school', { school_id: String(removed!.id) });
    await runAction(client, 'disable_school', { school_id: String(disabled!.id) });
    expect([removed!.status, disabled!.status]).toEqual(['disabled', 'disabled']);
    expect(demoDb.parents.some((parent) => parent.school_ids.includes(removed!.id))).toBe(false);
  });

  // Rules: actions.calls.stap-and-parents, actions.calls.school-actions
  it('removes user schools per school, then the parents left without a school', async () => {
    const schoolId = demoDb.parents.find((parent) => parent.school_ids.length === 1)!.school_ids[0]!;
    const client = await superClient();
    await runAction(client, 'remove_user_schools', { school_ids: [schoolId] });
    expect(demoDb.parents.some((parent) => parent.school_ids.includes(schoolId))).toBe(false);
    await runAction(client, 'remove_non_user_data', {});
    expect(demoDb.parents.every((parent) => parent.school_ids.length > 0)).toBe(true);
  });

  // Rules: actions.calls.stap-and-parents, actions.calls.send-notifications, actions.calls.change-travel-mode
  it('sends notifications and emails, counts stap journeys, changes a travel mode', async () => {
    const client = await superClient();
    const school = demoDb.schools[0]!;
    const notice = noticeBoardOf(school.id)[0]!;
    await runAction(client, 'send_notifications', { notice_id: String(notice.id) });
    await runAction(client, 'send_login_emails', { school_ids: [school.id] });
    await runAction(client, 'stap_journey_count', { stap_data_upload_id: '2' });
    const journey = profileTablesOf().userJourneys[0]!;
    await runAction(client, 'change_travel_mode', { journey_id: String(journey.id), region: 'TAXI' });
    const tables = actionTablesOf();
    expect(tables.sentNotifications[0]?.notice_id).toBe(notice.id);
    expect(tables.sentEmails[0]).toMatchObject({ school_id: school.id, kind: 'login' });
    expect(tables.stapUploads[1]?.counted_journeys).toBe(1_517);
    expect(tables.journeyModes.get(journey.id)).toBe('TAXI');
  });

  // Rules: actions.calls.integrations
  it('adds a school token, which takes the school off the pending list', async () => {
    const client = await superClient();
    const pending = (await runAction(client, 'integration_pending_schools', {})).pendingSchools ?? [];
    expect(pending.length).toBeGreaterThan(0);
    const school = pending[0]!;
    await runAction(client, 'integration_add_school_token', {
      provider_school_id: 'P-77',
      school_id: String(school.id),
      token: 'tok_77',
      notes: '',
    });
    expect(demoDb.integrations.at(-1)).toMatchObject({
      organization_id: school.id,
      provider_school_id: 'P-77',
      token: 'tok_77',
      notes: null,
    });
    expect(
      (await runAction(client, 'integration_pending_schools', {})).pendingSchools?.some(
        (row) => row.id === school.id,
      ),
    ).toBe(false);
  });

  // Rules: actions.access.super-admin-only
  it('refuses unknown ids with 404 and every other role with 403', async () => {
    const notFound = await rejectionOf(
      runAction(await superClient(), 'send_notifications', { notice_id: '999999' }),
    );
    expect(isApiError(notFound) && [notFound.status, notFound.message]).toEqual([404, 'Notice not found']);
    const forbidden = await rejectionOf(
      runAction(await signedInClient('council@demo.test'), 'disable_school', {
        school_id: String(demoDb.schools[0]!.id),
      }),
    );
    expect(isApiError(forbidden) && forbidden.status).toBe(403);
    expect(demoDb.schools[0]!.status).toBe('active');
  });
});
