import { defaultFilterSelection } from '@stride/domain';
import type { JsonBodyType } from 'msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { getActionsHistory } from './actions-history';
import { getParentOrStudent } from './parent-or-student';
import { runProfileAction } from './profile-actions';
import { getSchoolParents, getSchoolPupils, getSchoolStaff } from './school-people';
import { removeComment, saveComment } from '../notices/comments';
import { getIncreaseSignups, getSignups } from './signups';
import { startTestServer, testHost } from '../testing/test-server';

const { server, client } = startTestServer();
const host = testHost;

function answer(method: 'get' | 'post', path: string, body: JsonBodyType) {
  const seen: { url?: URL; body?: unknown } = {};
  server.use(
    http[method](host + path, async ({ request }) => {
      seen.url = new URL(request.url);
      if (method === 'post') seen.body = await request.json();
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('user lists', () => {
  // Rules: people.api.school-staff
  it('asks for the schools of the filter and returns the rows', async () => {
    const seen = answer('get', 'api/admin/school/staff', {
      staff: [{ user_id: 4, name: 'Ann Lee', email: 'a@x', staff_type: 'TEACHER' }],
    });
    const rows = await getSchoolStaff(client, [12, 'group_3']);
    expect(seen.url?.searchParams.getAll('schoolIds[]')).toEqual(['12', 'group_3']);
    expect(rows).toEqual([{ user_id: 4, name: 'Ann Lee', email: 'a@x', staff_type: 'TEACHER' }]);
  });

  // Rules: people.api.school-parents, people.api.school-students, people.lists.school-column
  it('GETs the parents and the pupils, with each row’s schools when the server sends them', async () => {
    let seen = answer('get', 'api/admin/school/parents', {
      parents: [
        {
          user_id: 5,
          first_name: 'Ann',
          last_name: 'Lee',
          email: 'a@x',
          children: ['Tom Lee'],
          schools: ['Hill'],
        },
      ],
    });
    const parents = await getSchoolParents(client, [12]);
    expect(seen.url?.searchParams.getAll('schoolIds[]')).toEqual(['12']);
    expect(parents[0]).toMatchObject({ user_id: 5, children: ['Tom Lee'], schools: ['Hill'] });
    seen = answer('get', 'api/admin/school/students', {
      students: [
        {
          student_id: 3,
          first_name: 'Tom',
          last_name: 'Lee',
          current_year: 2,
          names: 'Ann Lee',
          emails: 'a@x',
        },
      ],
    });
    const pupils = await getSchoolPupils(client);
    expect(seen.url?.pathname).toBe('/api/admin/school/students');
    expect(pupils[0]).toMatchObject({ student_id: 3, names: ['Ann Lee'], emails: ['a@x'] });
    expect(pupils[0]!.schools).toBeUndefined();
  });

  it('rejects rows without their id', async () => {
    answer('get', 'api/admin/school/parents', { parents: [{ first_name: 'Ann' }] });
    const failure: unknown = await getSchoolParents(client).catch((reason: unknown) => reason);
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });
});

describe('getParentOrStudent', () => {
  // Rules: people.api.get-parent-or-student
  it('POSTs user_id and answers the user, or student_id and answers the student', async () => {
    let seen = answer('post', 'api/admin/actions/getParentOrStudent', { user: { id: 9, first_name: 'Ann' } });
    const user = await getParentOrStudent(client, { user_id: 9 });
    expect(seen.body).toEqual({ user_id: 9 });
    expect('user' in user && user.user.first_name).toBe('Ann');
    seen = answer('post', 'api/admin/actions/getParentOrStudent', { student: { id: 3, first_name: 'Tom' } });
    const student = await getParentOrStudent(client, { student_id: 3 });
    expect(seen.body).toEqual({ student_id: 3 });
    expect('student' in student && student.student.first_name).toBe('Tom');
  });
});

describe('profile actions', () => {
  it('sends each action to its path with the spec body', async () => {
    let seen = answer('post', 'api/admin/actions/deleteAction', {});
    await runProfileAction(client, 'delete_user', { userId: 9 });
    expect(seen.body).toEqual({ user_id: 9, delete_students: true });
    await runProfileAction(client, 'delete_user_device', { userId: 9, id: 40 });
    expect(seen.body).toEqual({ type: 'delete_user_device', id: 40 });
    await runProfileAction(client, 'delete_student', { studentId: 3 });
    expect(seen.body).toEqual({ student_id: 3 });
    seen = answer('post', 'api/admin/actions/newTerm', {});
    await runProfileAction(client, 'new_term', { userId: 9 });
    expect(seen.body).toEqual({ user_id: 9 });
    seen = answer('post', 'api/admin/actions/removeUserFromSchool', {});
    await runProfileAction(client, 'remove_user_from_school', { userId: 9 });
    expect(seen.body).toEqual({ user_id: 9 });
  });

  // Rules: integrations.api.remove-user-from-school
  it("sends the super admin's removeUserFromSchool with the user and the school of the staff list", async () => {
    const seen = answer('post', 'api/admin/actions/removeUserFromSchool', {});
    await runProfileAction(client, 'remove_user_from_school', { userId: 9, schoolId: 101 });
    expect(seen.body).toEqual({ user_id: 9, school_id: 101 });
  });
});

describe('actions history and sign-ups', () => {
  // Rules: people.api.actions-history, people.entities.action-log
  it('reads the history list bare or under data', async () => {
    const log = {
      category: 'user',
      action: 'new_term',
      user_id: 9,
      student_id: null,
      school_id: 2,
      created_at: '2026-11-01 08:00',
    };
    answer('post', 'api/admin/administration/actionsHistory', [log]);
    expect(
      await getActionsHistory(client, { school_id: null, category: null, user_id: 9, student_id: null }),
    ).toEqual([log]);
    answer('post', 'api/admin/administration/actionsHistory', { data: [log] });
    expect(
      await getActionsHistory(client, { school_id: null, category: null, user_id: 9, student_id: null }),
    ).toEqual([log]);
  });

  // Rules: people.api.signups-action, people.api.increase-signups, people.entities.signup-stats
  it('POSTs the signups action with the filter and GETs the tips', async () => {
    const seen = answer('post', 'api/admin/dashboard/', {
      total_parents: 3,
      total_staff: 1,
      total_children: 4,
      total_users: 4,
      usersByDay: [],
      pupilsBySchoolYear: [],
    });
    expect((await getSignups(client, defaultFilterSelection)).total_users).toBe(4);
    expect(seen.body).toMatchObject({ action: 'signups', school_ids: [] });
    answer('get', 'api/increaseSignups', { items: [{ question: 'Why?', answer: '<p>Because</p>' }] });
    expect(await getIncreaseSignups(client)).toEqual([{ question: 'Why?', answer: '<p>Because</p>' }]);
  });
});

describe('comments', () => {
  // Rules: people.api.comment-save, people.api.comment-remove
  it('POSTs a comment to notification/comments/save and removes one by id', async () => {
    const seen = answer('post', 'api/admin/notification/comments/save', {
      comment: {
        id: 7,
        comment: 'See you there',
        user_id: 2,
        created_timestamp: '2026-11-01 08:00:00',
        author: { first_name: 'Sara', last_name: 'Ali' },
      },
    });
    const saved = await saveComment(client, { comment: 'See you there', notice_id: 4, noticeUserId: null });
    expect(seen.body).toEqual({ comment: 'See you there', notice_id: 4, noticeUserId: null });
    expect(saved.id).toBe(7);
    // The removal sends no body: only its method and path say what it does.
    const removed: { method?: string } = {};
    server.use(
      http.post(`${host}api/admin/users/comments/removeComment/7`, ({ request }) => {
        removed.method = request.method;
        return HttpResponse.json({ success: true });
      }),
    );
    await removeComment(client, 7);
    expect(removed.method).toBe('POST');
  });
});
