import { emptyPersonSearch, personSearchBody } from '@stride/domain';
import type { JsonBodyType } from 'msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { getSentAdminMessages } from '../admin-messages/sent-admin-messages';
import { saveAdminMessage } from '../admin-messages/save-admin-message';
import { searchParentOrStudent } from '../people/person-search';
import { runProfileAction } from '../people/profile-actions';
import { getCsvSnapshotFile } from './csv-snapshot-file';
import { getCsvSnapshots } from './csv-snapshots';
import { generateCsvSnapshot } from './generate-csv-snapshot';
import { startTestServer, testHost } from '../testing/test-server';

const { server, client } = startTestServer();
const host = testHost;

function answer(method: 'get' | 'post', path: string, body: JsonBodyType, status = 200) {
  const seen: { body?: unknown } = {};
  server.use(
    http[method](host + path, async ({ request }) => {
      if (method === 'post') seen.body = await request.json();
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (reason: unknown) => reason,
  );

describe('user_info search', () => {
  // Rules: actions.calls.get-parent-or-student
  it('POSTs every field and reads a list, a { data } list, or a student as one row', async () => {
    const body = personSearchBody({ ...emptyPersonSearch, last_name: 'Lee' });
    const seen = answer('post', 'api/admin/actions/getParentOrStudent', [
      { id: 4, first_name: 'Ann', last_name: 'Lee', email: 'a@x', verified: 1, created_at: '2026-01-02' },
    ]);
    await expect(searchParentOrStudent(client, body)).resolves.toEqual([
      { id: 4, first_name: 'Ann', last_name: 'Lee', email: 'a@x', verified: 1, created_at: '2026-01-02' },
    ]);
    expect(seen.body).toEqual(body);
    answer('post', 'api/admin/actions/getParentOrStudent', { data: [] });
    await expect(searchParentOrStudent(client, body)).resolves.toEqual([]);
    answer('post', 'api/admin/actions/getParentOrStudent', {
      student: { id: 3, first_name: 'Tom', last_name: 'Lee', created_at_formatted: '2026-02-03' },
    });
    await expect(searchParentOrStudent(client, body)).resolves.toEqual([
      { id: 3, first_name: 'Tom', last_name: 'Lee', email: '', verified: null, created_at: '2026-02-03' },
    ]);
  });

  // Rules: actions.calls.delete-and-remove
  it('deletes with type and id or student_id, and removes a pupil from its school with student_id', async () => {
    const deleted = answer('post', 'api/admin/actions/deleteAction', { success: true });
    await runProfileAction(client, 'delete_user_device', { userId: 9, id: 40 });
    expect(deleted.body).toEqual({ type: 'delete_user_device', id: 40 });
    await runProfileAction(client, 'delete_student', { studentId: 3 });
    expect(deleted.body).toEqual({ student_id: 3 });
    const removed = answer('post', 'api/admin/actions/removeStudentFromSchool', { success: true });
    await runProfileAction(client, 'remove_student_from_school', { studentId: 3 });
    expect(removed.body).toEqual({ student_id: 3 });
  });

  // Rules: actions.calls.change-student-year
  it('changes a pupil year with year and student_id', async () => {
    const seen = answer('post', 'api/admin/actions/changeStudentYear', { success: true });
    await runProfileAction(client, 'change_student_year', { studentId: 8, year: 4 });
    expect(seen.body).toEqual({ year: 4, student_id: 8 });
  });
});

describe('admin messages', () => {
  // Rules: actions.calls.admin-messages
  it('saves with school_id, subject and content, and lists the sent ones', async () => {
    const seen = answer('post', 'api/admin/actions/saveAdminMessage', { success: true });
    await saveAdminMessage(client, { school_id: [101, 'council_3'], subject: 'S', content: '<p>C</p>' });
    expect(seen.body).toEqual({ school_id: [101, 'council_3'], subject: 'S', content: '<p>C</p>' });
    answer('get', 'api/admin/actions/getAllAdminMessages', {
      messages: [
        {
          id: 1,
          school_id: 101,
          council_id: null,
          created_at: '2026-11-01 10:00:00',
          is_read: 0,
          subject: 'S',
          content: '<p>C</p>',
        },
      ],
    });
    await expect(getSentAdminMessages(client)).resolves.toHaveLength(1);
  });

  it('refuses a sent message without its id', async () => {
    answer('get', 'api/admin/actions/getAllAdminMessages', [{ subject: 'S' }]);
    const failure = await failureOf(getSentAdminMessages(client));
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });
});

describe('csv snapshots', () => {
  // Rules: csv-snapshot.calls.generate, csv-snapshot.calls.list, csv-snapshot.calls.file
  it('generates with table_name, lists files, and gets a signed URL with csv_path', async () => {
    const seen = answer('post', 'api/admin/actions/generateCsvSnapshot', { success: true });
    await generateCsvSnapshot(client, ' schools ');
    expect(seen.body).toEqual({ table_name: 'schools' });
    answer('get', 'api/admin/actions/csvSnapshots', ['snapshots/a.csv']);
    await expect(getCsvSnapshots(client)).resolves.toEqual([
      { csv_path: 'snapshots/a.csv', created_at: null },
    ]);
    const asked = answer('post', 'api/admin/actions/getCsvSnapshotFile', {
      url: 'https://files.example/a.csv?sig=1',
    });
    await expect(getCsvSnapshotFile(client, 'snapshots/a.csv')).resolves.toBe(
      'https://files.example/a.csv?sig=1',
    );
    expect(asked.body).toEqual({ csv_path: 'snapshots/a.csv' });
  });

  // Rules: csv-snapshot.messages.not-authorized
  it('keeps the 403 status for its message and refuses a URL that is not a download', async () => {
    answer('post', 'api/admin/actions/generateCsvSnapshot', { error: 'forbidden', message: 'no' }, 403);
    const refused = await failureOf(generateCsvSnapshot(client, 'accounts'));
    expect(isApiError(refused) && refused.status).toBe(403);
    answer('post', 'api/admin/actions/getCsvSnapshotFile', 'javascript:alert(1)');
    const hostile = await failureOf(getCsvSnapshotFile(client, 'snapshots/a.csv'));
    expect(isApiError(hostile) && hostile.kind).toBe('invalid-response');
  });
});
