import {
  deleteGroup,
  deleteNoticeTemplate,
  getActionsHistory,
  getNotices,
  getNoticeTemplates,
  getPendingNotices,
  getSchoolGroups,
  isApiError,
  saveGroup,
  sendNotice,
  uploadPostFile,
  verifyNotice,
  viewNoticeTemplate,
} from '@stride/api';
import type { ApiClient } from '@stride/api';
import { emptyPostForm, pollOf, postPayload } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoUserIds } from '../data/demo-accounts';
import { demoDb, resetDemoDb } from '../data/demo-db';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';
import { firstPage, schoolId } from './notice-board-fixtures';

startDemoServerForTests();

/** Uploads a pdf holding `text` for a post at the school, as `client`; answers the file's address. */
const uploadPdf = (client: ApiClient, name: string, text = '%PDF') =>
  uploadPostFile(client, schoolId, new Blob([text], { type: 'application/pdf' }), name);

describe('posting and templates', () => {
  it('publishes a notice and a poll at the top of the board', async () => {
    const client = await signedInClient('school@demo.test');
    await sendNotice(
      client,
      postPayload({ ...emptyPostForm, message: '<p>It\u2019s walking Wednesday</p>' }),
    );
    await sendNotice(
      client,
      postPayload({
        ...emptyPostForm,
        type: 'POLL',
        category: 'poll',
        title: 'Walk?',
        answers: ['Yes', 'No'],
      }),
    );
    const [poll, notice] = (await getNotices(client, firstPage)).posts;
    expect(notice).toMatchObject({ message: "<p>It's walking Wednesday</p>", user_id: demoUserIds.school });
    expect(pollOf(poll!)?.answers).toEqual([
      { text: 'Yes', votes: 0 },
      { text: 'No', votes: 0 },
    ]);
  });

  // Authors edit their own posts: an edit of another account's post is refused and changes nothing.
  // Rules: notices.post.edit-own-only
  it('refuses (403) an edit of a post another account wrote, and keeps the post as it was', async () => {
    resetDemoDb();
    const client = await signedInClient('school@demo.test');
    const before = (await getNotices(client, firstPage)).posts.find(
      (post) => post.user_id !== demoUserIds.school,
    )!;
    const refusal = await rejectionOf(
      sendNotice(
        client,
        postPayload({ ...emptyPostForm, title: 'Mine now', message: '<p>Taken over</p>' }, before.id),
      ),
    );
    expect(refusal).toMatchObject({ kind: 'http', status: 403 });
    const after = (await getNotices(client, firstPage)).posts.find((post) => post.id === before.id)!;
    expect(after).toMatchObject({ user_id: before.user_id, title: before.title, message: before.message });
  });

  it('saves a template, opens it, and refuses to delete one an automation uses', async () => {
    const client = await signedInClient('super@demo.test');
    await sendNotice(
      client,
      postPayload({
        ...emptyPostForm,
        message: 'x',
        saveAsTemplate: true,
        template_title: 'Frost warning',
        template_type: 2,
      }),
    );
    const [saved] = await getNoticeTemplates(client);
    expect(saved).toMatchObject({ template_title: 'Frost warning', template_type: 2 });
    expect(await viewNoticeTemplate(client, saved!.id)).toMatchObject({
      message: 'x',
      template_title: 'Frost warning',
    });
    await deleteNoticeTemplate(client, saved!.id);
    // 'Welcome back' is the template 'Car-free day notice' sends.
    const welcomeBack = demoDb.noticeTemplates.find(
      (template) => template.template_title === 'Welcome back',
    )!;
    const inUse = await rejectionOf(deleteNoticeTemplate(client, welcomeBack.id));
    expect(isApiError(inUse) && inUse.code).toBe('automation_uses_this_template');
  });

  // Rules: notices.post.images-types
  it('uploads a post picture or pdf and refuses other files', async () => {
    const client = await signedInClient('school@demo.test');
    const url = await uploadPdf(client, 'letter.pdf');
    expect(url).toMatch(/\/api\/demo-uploads\/\d+\/letter\.pdf$/);
    expect(url).not.toContain(',');
    expect(await (await fetch(url)).text()).toBe('%PDF');
    const error = await rejectionOf(uploadPostFile(client, schoolId, new Blob(['x']), 'virus.exe'));
    expect(isApiError(error) && error.message).toBe('Unsupported file type');
  });

  it('forgets the uploaded post files when the demo data is reset', async () => {
    const client = await signedInClient('school@demo.test');
    const url = await uploadPdf(client, 'letter.pdf');
    resetDemoDb();
    expect((await fetch(url)).status).toBe(404);
    const again = await uploadPdf(client, 'notes.pdf', '%PDF-2');
    expect(again).toMatch(/\/api\/demo-uploads\/1\/notes\.pdf$/);
  });
});

describe('pending notices and groups', () => {
  // Rules: actions.calls.pending-notices
  it('verifies or removes pending notices, each run in the history of verify_notices', async () => {
    const client = await signedInClient('super@demo.test');
    const [first, second] = await getPendingNotices(client);
    await verifyNotice(client, first!.id, 1);
    await verifyNotice(client, second!.id, 0);
    const left = (await getPendingNotices(client)).map((row) => row.id);
    expect(left).not.toContain(first!.id);
    expect(left).not.toContain(second!.id);
    const history = await getActionsHistory(client, {
      school_id: null,
      category: null,
      user_id: null,
      student_id: null,
      action: 'verify_notices',
    });
    expect(history).toHaveLength(2);
  });

  // Rules: notices.groups.create-edit-delete, notices.groups.description-first
  it('creates, edits and deletes groups, checking the description first', async () => {
    const client = await signedInClient('school@demo.test');
    const error = await rejectionOf(saveGroup(client, { name: '', description: '' }));
    expect(isApiError(error) && error.message).toBe('Description is required');
    await saveGroup(client, { name: 'Walkers', description: 'Pupils who walk' });
    const group = (await getSchoolGroups(client)).find((row) => row.name === 'Walkers')!;
    await saveGroup(client, { id: group.id, name: 'Walkers 2', description: 'Pupils who walk' });
    expect((await getSchoolGroups(client)).find((row) => row.id === group.id)?.name).toBe('Walkers 2');
    await deleteGroup(client, group.id);
    expect((await getSchoolGroups(client)).map((row) => row.id)).not.toContain(group.id);
  });
});
