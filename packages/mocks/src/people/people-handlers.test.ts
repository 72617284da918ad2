import {
  getActionsHistory,
  getHomeData,
  getIncreaseSignups,
  getParentOrStudent,
  getSchoolParents,
  getSchoolPupils,
  getSchoolStaff,
  getSignups,
  isApiError,
  runProfileAction,
} from '@stride/api';
import { defaultFilterSelection } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoOrganisationIds } from '../data/demo-accounts';
import { stopDemoClock } from '../data/demo-calendar';
import { demoDb, resetDemoDb } from '../data/demo-db';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();
const schoolId = demoOrganisationIds.termsSchool;

describe('user lists', () => {
  // Rules: people.api.school-staff, people.api.school-parents, people.api.school-students
  it("gives a school admin only their own school's staff, parents and pupils", async () => {
    const client = await signedInClient('school@demo.test');
    const staff = await getSchoolStaff(client);
    expect(staff.length).toBe(demoDb.staff.filter((row) => row.school_id === schoolId).length);
    const parents = await getSchoolParents(client);
    expect(parents.length).toBeGreaterThan(50);
    expect(
      parents.every((row) =>
        demoDb.parents.find((parent) => parent.id === row.user_id)?.school_ids.includes(schoolId),
      ),
    ).toBe(true);
    const pupils = await getSchoolPupils(client);
    expect(pupils[0].names.length).toBeGreaterThan(0);
    expect(pupils[0].emails[0]).toContain('@');
  });

  it('narrows to the schools asked for', async () => {
    const client = await signedInClient('super@demo.test');
    const all = await getSchoolStaff(client);
    const one = await getSchoolStaff(client, [schoolId]);
    expect(one.length).toBeLessThan(all.length);
    expect(one.length).toBe(demoDb.staff.filter((row) => row.school_id === schoolId).length);
  });
});

describe('profile and actions', () => {
  it('opens a parent by user_id with children, schools and devices, and a pupil by student_id', async () => {
    const client = await signedInClient('super@demo.test');
    const parent = demoDb.parents.find((row) => row.child_ids.length > 1)!;
    const answer = await getParentOrStudent(client, { user_id: parent.id });
    expect('user' in answer && answer.user.children.map((child) => child.id)).toEqual(parent.child_ids);
    const pupil = await getParentOrStudent(client, { student_id: parent.child_ids[0] });
    expect('student' in pupil && pupil.student.parents.map((row) => row.id)).toContain(parent.id);
  });

  it('deletes a user: gone from the list, with children no one else looks after', async () => {
    const client = await signedInClient('super@demo.test');
    const onlyParent = (childId: number) =>
      demoDb.pupils.find((pupil) => pupil.id === childId)?.parent_ids.length === 1;
    const parent = demoDb.parents.find(
      (row) =>
        row.school_ids.includes(schoolId) && row.child_ids.length > 0 && row.child_ids.every(onlyParent),
    )!;
    const children = [...parent.child_ids];
    await runProfileAction(client, 'delete_user', { userId: parent.id });
    expect((await getSchoolParents(client, [schoolId])).map((row) => row.user_id)).not.toContain(parent.id);
    const pupilIds = (await getSchoolPupils(client, [schoolId])).map((row) => row.student_id);
    for (const child of children) expect(pupilIds).not.toContain(child);
    const failure = await rejectionOf(getParentOrStudent(client, { user_id: parent.id }));
    expect(isApiError(failure) && failure.status).toBe(404);
  });

  it('deletes a device and a school link, and logs new terms and password resets', async () => {
    const client = await signedInClient('super@demo.test');
    const parent = demoDb.parents.find((row) => row.school_ids.includes(schoolId))!;
    let answer = await getParentOrStudent(client, { user_id: parent.id });
    const user = 'user' in answer ? answer.user : null;
    expect(user).not.toBeNull();
    for (const device of user!.devices)
      await runProfileAction(client, 'delete_user_device', { id: device.id });
    await runProfileAction(client, 'new_term', { userId: parent.id });
    await runProfileAction(client, 'reset_password', { userId: parent.id });
    const history = await getActionsHistory(client, {
      school_id: null,
      category: null,
      user_id: parent.id,
      student_id: null,
    });
    expect(history.map((row) => row.action).slice(0, 2)).toEqual(['reset_password', 'new_term']);
    await runProfileAction(client, 'delete_user_school', { id: user!.schools[0].id });
    answer = await getParentOrStudent(client, { user_id: parent.id });
    expect('user' in answer && answer.user.schools.map((row) => row.id)).not.toContain(user!.schools[0].id);
    expect('user' in answer && answer.user.devices).toEqual([]);
    expect((await getSchoolParents(client, [schoolId])).map((row) => row.user_id)).not.toContain(parent.id);
    expect(demoDb.parents.find((row) => row.id === parent.id)?.school_ids).not.toContain(schoolId);
  });

  // Rules: people.api.demo-action-time, people.profile.history-real-time
  it('dates an action with the time it was done', async () => {
    const client = await signedInClient('super@demo.test');
    const parent = demoDb.parents.find((row) => row.school_ids.includes(schoolId))!;
    // The demo's clock stopped at the moment the action is taken: its entry carries that moment.
    const moment = '2026-11-24 09:30:00';
    stopDemoClock(moment);
    await runProfileAction(client, 'new_term', { userId: parent.id }).finally(() => stopDemoClock(null));
    const [latest] = await getActionsHistory(client, {
      school_id: null,
      category: null,
      user_id: parent.id,
      student_id: null,
    });
    expect(latest!.action).toBe('new_term');
    expect(latest!.created_at).toBe(moment);
  });

  it('keeps a staff member whose only school link is deleted: off the staff list, the profile still opens', async () => {
    const client = await signedInClient('super@demo.test');
    const member = demoDb.staff.find((row) => row.school_id === schoolId)!;
    const before = await getParentOrStudent(client, { user_id: member.id });
    const link = 'user' in before ? before.user.schools[0] : null;
    await runProfileAction(client, 'delete_user_school', { id: link!.id });
    expect((await getSchoolStaff(client, [schoolId])).map((row) => row.user_id)).not.toContain(member.id);
    const after = await getParentOrStudent(client, { user_id: member.id });
    expect('user' in after && { email: after.user.email, schools: after.user.schools }).toEqual({
      email: member.email,
      schools: [],
    });
    await runProfileAction(client, 'new_term', { userId: member.id });
    const school = await signedInClient('school@demo.test');
    const hidden = await rejectionOf(getParentOrStudent(school, { user_id: member.id }));
    expect(isApiError(hidden) && hidden.status).toBe(404);
    await runProfileAction(client, 'delete_user', { userId: member.id });
    const gone = await rejectionOf(getParentOrStudent(client, { user_id: member.id }));
    expect(isApiError(gone) && gone.status).toBe(404);
  });

  it('lets a school admin remove a user from their school but not delete one', async () => {
    const client = await signedInClient('school@demo.test');
    const member = demoDb.staff.find((row) => row.school_id === schoolId)!;
    await runProfileAction(client, 'remove_user_from_school', { userId: member.id });
    expect((await getSchoolStaff(client)).map((row) => row.user_id)).not.toContain(member.id);
    const refused = await rejectionOf(runProfileAction(client, 'delete_user', { userId: member.id }));
    expect(isApiError(refused) && refused.status).toBe(403);
  });
});

describe('removeUserFromSchool by the super admin', () => {
  // Rules: integrations.api.remove-user-from-school
  it('takes a staff member out of the school the super admin names, and needs one', async () => {
    const client = await signedInClient('super@demo.test');
    const member = demoDb.staff.find((row) => row.school_id === schoolId)!;
    const unnamed = await rejectionOf(
      runProfileAction(client, 'remove_user_from_school', { userId: member.id }),
    );
    expect(isApiError(unnamed) && unnamed.status).toBe(422);
    await runProfileAction(client, 'remove_user_from_school', { userId: member.id, schoolId });
    expect((await getSchoolStaff(client, [schoolId])).map((row) => row.user_id)).not.toContain(member.id);
    // The user stays a user, without that school.
    const after = await getParentOrStudent(client, { user_id: member.id });
    expect('user' in after && after.user.email).toBe(member.email);
    resetDemoDb();
  });
});

describe('sign-ups', () => {
  it('counts the filter’s sign-ups beside the metrics action on the same path', async () => {
    const client = await signedInClient('school@demo.test');
    const stats = await getSignups(client, defaultFilterSelection);
    expect(stats.total_users).toBe(stats.total_parents + stats.total_staff);
    expect(stats.total_staff).toBe(demoDb.staff.filter((row) => row.school_id === schoolId).length);
    expect(stats.pupilsBySchoolYear.reduce((sum, row) => sum + row.count, 0)).toBe(stats.total_children);
    await expect(getHomeData(client, defaultFilterSelection)).resolves.toBeTruthy();
    expect((await getIncreaseSignups(client)).length).toBeGreaterThan(2);
  });
});
