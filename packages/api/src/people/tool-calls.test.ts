// The calls the super admin's tooling makes besides its own areas' (document 2, "Super-admin calls", "General
// calls", "Other"): each call's method, path, payload and the answer it reads, against a recording test server.
import type { JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAutomationJobs } from '../automations/automation-jobs';
import { getFilterOrganisations } from '../organisations/filter-organisations';
import { recordRequests, startTestServer } from '../testing/test-server';
import { uploadPublicImage } from '../uploads/upload-file';
import { getActionsHistory } from './actions-history';
import { getParentOrStudent } from './parent-or-student';
import { runProfileAction } from './profile-actions';
import { getSchoolStaff } from './school-people';

const { server, client } = startTestServer();

const record = (path: string, answer: JsonBodyType) => recordRequests(server, path, answer);

describe('super-admin calls', () => {
  // Rules: integrations.api.actions-history
  it('getActionsHistory POSTs school_id, category, user_id or null and student_id or null, and answers the list', async () => {
    const log = { category: 'user', action: 'new_term', user_id: 9, student_id: null, school_id: 2 };
    const seen = record('api/admin/administration/actionsHistory', [log]);
    const body = { school_id: 2, category: 'user', user_id: 9, student_id: null };
    expect(await getActionsHistory(client, body)).toMatchObject([log]);
    expect(seen).toMatchObject([{ method: 'POST', body, authorization: 'Bearer jwt' }]);
    await getActionsHistory(client, { school_id: 2, category: 'student', user_id: null, student_id: 3 });
    expect(seen[1]!.body).toEqual({ school_id: 2, category: 'student', user_id: null, student_id: 3 });
  });

  // Rules: integrations.api.new-term
  it('newTerm POSTs user_id', async () => {
    const seen = record('api/admin/actions/newTerm', {});
    await runProfileAction(client, 'new_term', { userId: 9 });
    expect(seen).toMatchObject([
      { method: 'POST', path: '/api/admin/actions/newTerm', body: { user_id: 9 } },
    ]);
  });

  // Rules: integrations.api.reset-password
  it('resetPassword POSTs user_id', async () => {
    const seen = record('api/admin/actions/resetPassword', {});
    await runProfileAction(client, 'reset_password', { userId: 9 });
    expect(seen).toMatchObject([
      { method: 'POST', path: '/api/admin/actions/resetPassword', body: { user_id: 9 } },
    ]);
  });

  // Rules: integrations.api.delete-action
  it('deleteAction POSTs user_id with delete_students true, or student_id, or a type with an id', async () => {
    const seen = record('api/admin/actions/deleteAction', {});
    await runProfileAction(client, 'delete_user', { userId: 9 });
    await runProfileAction(client, 'delete_student', { studentId: 3 });
    await runProfileAction(client, 'delete_user_journey', { userId: 9, id: 11 });
    await runProfileAction(client, 'delete_user_device', { userId: 9, id: 40 });
    await runProfileAction(client, 'delete_user_school', { userId: 9, id: 2 });
    expect(seen.map(({ method, body }) => [method, body])).toEqual([
      ['POST', { user_id: 9, delete_students: true }],
      ['POST', { student_id: 3 }],
      ['POST', { type: 'delete_user_journey', id: 11 }],
      ['POST', { type: 'delete_user_device', id: 40 }],
      ['POST', { type: 'delete_user_school', id: 2 }],
    ]);
  });

  // Rules: integrations.api.remove-user-from-school
  it('removeUserFromSchool POSTs user_id', async () => {
    const seen = record('api/admin/actions/removeUserFromSchool', {});
    await runProfileAction(client, 'remove_user_from_school', { userId: 9 });
    expect(seen).toMatchObject([{ method: 'POST', body: { user_id: 9 } }]);
  });

  // Rules: automations.api.automation-jobs
  it('getAutomationJobs GETs api/admin/automations/automationJobs with no payload and answers the list', async () => {
    const job = {
      id: 3,
      name: 'Walk to School Week',
      status: 'PENDING',
      type: 'cron',
      automation_id: 1,
      from_date: '2026-11-01',
      organization_ids: '1,2',
      completed_organization_ids: '',
      error_message: null,
      created_at: '2026-11-01 08:00:00',
      updated_at: '2026-11-01 08:00:00',
    };
    const seen = record('api/admin/automations/automationJobs', { jobs: [job] });
    expect((await getAutomationJobs(client)).jobs).toMatchObject([{ id: 3, status: 'PENDING' }]);
    expect(seen).toMatchObject([{ method: 'GET', body: undefined, authorization: 'Bearer jwt' }]);
  });
});

describe('general calls', () => {
  // Rules: integrations.api.get-parent-or-student
  it('getParentOrStudent POSTs user_id and answers the user', async () => {
    const seen = record('api/admin/actions/getParentOrStudent', { user: { id: 9, first_name: 'Ann' } });
    const answer = await getParentOrStudent(client, { user_id: 9 });
    expect('user' in answer && answer.user).toMatchObject({ id: 9, first_name: 'Ann' });
    expect(seen).toMatchObject([{ method: 'POST', body: { user_id: 9 } }]);
  });

  // Rules: integrations.api.school-staff
  it('getSchoolStaff answers a list whose rows carry staff_type', async () => {
    const seen = record('api/admin/school/staff', {
      staff: [
        { user_id: 4, name: 'Ann Lee', email: 'a@x', staff_type: 1 },
        { user_id: 5, name: 'Bo Tan', email: 'b@x', staff_type: 3 },
      ],
    });
    const rows = await getSchoolStaff(client, [12]);
    expect(rows.map((row) => row.staff_type)).toEqual([1, 3]);
    expect(seen).toMatchObject([{ method: 'GET', path: '/api/admin/school/staff' }]);
  });

  // Rules: integrations.api.orgs-groups-filtering
  it('getOrgsGroupsFiltering answers schools, groups (id, name, organization_ids) and councils (id, name)', async () => {
    record('api/admin/organization/orgs_groups_filtering', {
      schools: [{ id: 1, name: 'Hill' }],
      groups: [{ id: 5, name: 'Cluster', organization_ids: [1, 2] }],
      councils: [{ id: 7, name: 'Camden' }],
    });
    const answer = await getFilterOrganisations(client);
    expect(answer.schools).toMatchObject([{ id: 1, name: 'Hill' }]);
    // The group's schools arrive as organization_ids: the selector offers them as the group's schools.
    expect(answer.groups).toMatchObject([{ id: 5, name: 'Cluster', school_ids: [1, 2] }]);
    expect(answer.councils).toMatchObject([{ id: 7, name: 'Camden' }]);
  });
});

describe('other calls', () => {
  // Rules: automations.templates.upload-image
  it('an email editor image is POSTed to api/uploadFile?public=true as multipart, and its url is answered', async () => {
    const seen = record('api/uploadFile', { url: 'https://files.example.org/walk.png' });
    const url = await uploadPublicImage(client, new Blob(['png'], { type: 'image/png' }), 'walk.png');
    expect(url).toBe('https://files.example.org/walk.png');
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/uploadFile',
        search: '?public=true',
        body: { file: 'walk.png' },
        authorization: 'Bearer jwt',
      },
    ]);
  });
});
