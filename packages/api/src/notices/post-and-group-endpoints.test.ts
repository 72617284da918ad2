import { emptyPostForm, postPayload } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAllSchoolYears } from '../organisations/all-school-years';
import { getDefaultStudentYears } from '../organisations/default-student-years';
import { getOrganisationGroups, studentYearGroupType } from '../organisations/organisation-groups';
import { saveYearStructure } from '../organisations/save-year-structure';
import { getSchoolYears } from '../organisations/school-years';
import { uploadPostFile } from '../uploads/upload-file';
import { recordRequests, startTestServer, testHost } from '../testing/test-server';
import { likeComment, removeComment, saveComment } from './comments';
import {
  answerPoll,
  deleteNotice,
  getNoticeAudience,
  getNotices,
  hideNotice,
  likeNotice,
  viewNotice,
} from './notices';
import { getPendingNotices, verifyNotice } from './pending-notices';
import { deleteGroup, getSchoolGroups, saveGroup } from './school-groups';
import { sendNotice, viewNoticeTemplate } from './send-notice';

// The post editor's and the groups' calls (docs/product/notices.md, Post editor): method, path, payload and
// answer as the product states them, each with the bearer token.
const { server, client } = startTestServer();

const post = {
  ...emptyPostForm,
  title: 'Walk to school week',
  message: '<p>Walk with us</p>',
  schools: [201],
};

describe('the post editor’s calls', () => {
  // Rules: notices.post.endpoint-send
  it('sends a post: POST api/admin/notification/sendNotifications?send=1 with the post payload', async () => {
    const seen = recordRequests(server, 'api/admin/notification/sendNotifications', { id: 7 });
    await expect(sendNotice(client, postPayload(post))).resolves.toEqual({ id: 7 });
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/admin/notification/sendNotifications',
        search: '?send=1',
        authorization: 'Bearer jwt',
      }),
    ]);
    expect(seen[0]!.body).toMatchObject({
      type: 'NOTICE',
      category: 'general',
      title: 'Walk to school week',
      message: '<p>Walk with us</p>',
      important: false,
      allow_comments: true,
      sendNotification: false,
      staffOnly: false,
      school_years: [],
      group: null,
      schools: [201],
      transport_modes: [],
      images: [],
      isTemplate: false,
    });
  });

  // Rules: notices.post.endpoint-save-template
  it('stores a template on the same path with the save and isTemplate flags, its title and type', async () => {
    const seen = recordRequests(server, 'api/admin/notification/sendNotifications', { success: true });
    await sendNotice(
      client,
      postPayload({ ...post, saveAsTemplate: true, template_title: 'Walking week', template_type: 2 }),
    );
    expect(seen[0]).toMatchObject({ search: '?save=1&isTemplate=1', authorization: 'Bearer jwt' });
    expect(seen[0]!.body).toMatchObject({
      isTemplate: true,
      template_title: 'Walking week',
      template_type: 2,
    });
  });

  // Rules: notices.post.endpoint-view-template
  it('opens a template: GET api/admin/notification/viewNoticeTemplate/{id}', async () => {
    const template = {
      id: 9,
      template_title: 'Walking week',
      template_type: 2,
      category: 'general',
      message: 'x',
    };
    const seen = recordRequests(server, 'api/admin/notification/viewNoticeTemplate/9', { template });
    await expect(viewNoticeTemplate(client, 9)).resolves.toMatchObject(template);
    expect(seen).toEqual([expect.objectContaining({ method: 'GET', authorization: 'Bearer jwt' })]);
  });

  // Rules: notices.post.endpoint-upload
  it('uploads an attachment: POST api/uploadFile?notice&school_id={school_id}, multipart, bearer', async () => {
    const seen: { search?: string; type?: string | null; auth?: string | null; file?: unknown } = {};
    server.use(
      http.post(`${testHost}api/uploadFile`, async ({ request }) => {
        seen.search = new URL(request.url).search;
        seen.type = request.headers.get('content-type');
        seen.auth = request.headers.get('authorization');
        seen.file = (await request.formData()).get('file');
        return HttpResponse.json({ url: 'https://files.example/letter.pdf' });
      }),
    );
    const url = await uploadPostFile(
      client,
      201,
      new Blob(['%PDF'], { type: 'application/pdf' }),
      'letter.pdf',
    );
    expect(url).toBe('https://files.example/letter.pdf');
    expect(seen).toMatchObject({ search: '?notice&school_id=201', auth: 'Bearer jwt' });
    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/);
    expect((seen.file as File).name).toBe('letter.pdf');
  });
});

describe('groups and years', () => {
  // Rules: notices.groups.endpoint-list
  it('lists the groups: GET api/admin/administration/getSchoolGroups', async () => {
    const groups = [
      { id: 3, name: 'Walkers', description: 'Pupils who walk', members: 2, school_ids: [201] },
    ];
    const seen = recordRequests(server, 'api/admin/administration/getSchoolGroups', { groups });
    await expect(getSchoolGroups(client)).resolves.toMatchObject(groups);
    expect(seen[0]).toMatchObject({ method: 'GET', authorization: 'Bearer jwt' });
  });

  // Rules: notices.groups.endpoint-save
  it('saves a group: POST api/admin/administration/saveGroup with name, description, and id when editing', async () => {
    const seen = recordRequests(server, 'api/admin/administration/saveGroup', { success: true });
    await saveGroup(client, { name: 'Walkers', description: 'Pupils who walk' });
    await saveGroup(client, { id: 3, name: 'Walkers', description: 'Pupils who walk' });
    expect(seen.map(({ method, body }) => [method, body])).toEqual([
      ['POST', { name: 'Walkers', description: 'Pupils who walk' }],
      ['POST', { id: 3, name: 'Walkers', description: 'Pupils who walk' }],
    ]);
  });

  // Rules: notices.groups.endpoint-delete
  it('deletes a group: POST api/admin/administration/deleteGroup with id', async () => {
    const seen = recordRequests(server, 'api/admin/administration/deleteGroup', { success: true });
    await deleteGroup(client, 3);
    expect(seen).toEqual([
      expect.objectContaining({ method: 'POST', body: { id: 3 }, authorization: 'Bearer jwt' }),
    ]);
  });

  // Rules: notices.years.endpoint-all-school-years, notices.years.endpoint-default-student-years
  it('reads the year lists: GET allSchoolYears/ and organization/groups/defaultStudentYears', async () => {
    const years = [{ level: 0, name: 'Reception' }];
    const all = recordRequests(server, 'api/admin/administration/allSchoolYears/', { years });
    const defaults = recordRequests(server, 'api/admin/organization/groups/defaultStudentYears', { years });
    await expect(getAllSchoolYears(client)).resolves.toMatchObject({ years });
    await expect(getDefaultStudentYears(client)).resolves.toMatchObject({ years });
    expect([...all, ...defaults].map(({ method, authorization }) => [method, authorization])).toEqual([
      ['GET', 'Bearer jwt'],
      ['GET', 'Bearer jwt'],
    ]);
  });

  // Rules: notices.years.endpoint-year-groups, notices.years.endpoint-store-years
  it('reads a school’s year groups (type STUDENT_YEAR) and stores them with organization_id and levels', async () => {
    const level = {
      id: 4,
      value: 0,
      name: 'Reception',
      status: 'active' as const,
      organization_address_id: 8,
    };
    const read = recordRequests(server, 'api/admin/organization/groups/STUDENT_YEAR/101', {
      groups: [level],
    });
    const stored = recordRequests(server, 'api/admin/organization/groups/storeStudentYears', {
      groups: [level],
    });
    await expect(getOrganisationGroups(client, studentYearGroupType, 101)).resolves.toMatchObject({
      groups: [level],
    });
    await saveYearStructure(client, { organization_id: 101, levels: [level] });
    expect(read[0]).toMatchObject({ method: 'GET', authorization: 'Bearer jwt' });
    expect(stored[0]).toMatchObject({ method: 'POST', body: { organization_id: 101, levels: [level] } });
  });

  // Rules: notices.years.endpoint-school-years-by-role
  it('asks the year options by role, with optional schoolIds[]', async () => {
    const years = [{ level: 1, name: 'Year 1' }];
    const school = recordRequests(server, 'api/school-admin/school-years', { years });
    const council = recordRequests(server, 'api/council-admin/school-years', { years });
    const admin = recordRequests(server, 'api/admin/school-years', { years });
    await getSchoolYears(client, 'SCHOOL_ADMIN');
    await getSchoolYears(client, 'COUNCIL_ADMIN', [1, 2]);
    await getSchoolYears(client, 'MULTI_SCHOOL_ADMIN');
    await getSchoolYears(client, 'SUPERADMIN');
    expect(school.map(({ search }) => search)).toEqual(['']);
    expect(council.map(({ search }) => search)).toEqual(['?schoolIds[]=1&schoolIds[]=2', '']);
    expect(admin).toHaveLength(1);
  });
});

const card = { id: 5, user_id: 2, user_type: 1, type: 'NOTICE', created_timestamp: '2026-11-28 09:00:00' };
const comment = {
  id: 8,
  comment: 'Thanks',
  likes: 0,
  created_timestamp: '2026-11-28 10:00:00',
  user_id: 4,
  author: { first_name: 'Ann' },
};

describe('the notice board’s calls', () => {
  // Rules: notices.endpoint.list
  it('lists posts: GET api/admin/notification/all with school_id, page and filter; answers posts, count, bucket_url', async () => {
    const seen = recordRequests(server, 'api/admin/notification/all', {
      posts: [card],
      count: { pta: 2 },
      bucket_url: 'https://files.example/',
    });
    const answer = await getNotices(client, { schoolId: 101, page: 0, filter: 'pta' });
    expect(answer).toMatchObject({
      posts: [{ id: 5 }],
      count: { pta: 2 },
      bucket_url: 'https://files.example/',
    });
    await getNotices(client, { schoolId: null, page: 1, filter: null });
    expect(seen.map(({ search }) => new URLSearchParams(search).toString())).toEqual([
      'page=0&school_id=101&filter=pta',
      'page=1',
    ]);
    expect(seen[0]).toMatchObject({ method: 'GET', authorization: 'Bearer jwt' });
  });

  // Rules: notices.endpoint.view
  it('opens a post: GET api/admin/notification/viewNotice/{id}, answering notice and comments', async () => {
    const seen = recordRequests(server, 'api/admin/notification/viewNotice/5', {
      notice: card,
      comments: [comment],
    });
    await expect(viewNotice(client, 5)).resolves.toMatchObject({ notice: { id: 5 }, comments: [{ id: 8 }] });
    expect(seen[0]).toMatchObject({ method: 'GET', authorization: 'Bearer jwt' });
  });

  // Rules: notices.endpoint.audience
  it('reads a post’s audience: GET api/admin/notification/audience/{id}, answering schools, years, groups', async () => {
    const audience = { schools: ['Camden Primary'], years: ['YEAR 1'], groups: ['Walkers'] };
    const seen = recordRequests(server, 'api/admin/notification/audience/5', audience);
    await expect(getNoticeAudience(client, 5)).resolves.toEqual(audience);
    expect(seen[0]).toMatchObject({ method: 'GET', authorization: 'Bearer jwt' });
  });

  // Rules: notices.endpoint.delete
  it('deletes a post: DELETE api/admin/notification/delete/{id}', async () => {
    const seen = recordRequests(server, 'api/admin/notification/delete/5', { success: true });
    await deleteNotice(client, 5);
    expect(seen).toEqual([expect.objectContaining({ method: 'DELETE', authorization: 'Bearer jwt' })]);
  });

  // Rules: notices.endpoint.comments
  it('comments with comment, notice_id and noticeUserId, and removes a comment by id (POST)', async () => {
    const saved = recordRequests(server, 'api/admin/notification/comments/save', { comment });
    const removed = recordRequests(server, 'api/admin/users/comments/removeComment/8', { success: true });
    await expect(
      saveComment(client, { comment: 'Thanks', notice_id: 5, noticeUserId: 2 }),
    ).resolves.toMatchObject({
      id: 8,
    });
    await removeComment(client, 8);
    expect(saved[0]).toMatchObject({
      method: 'POST',
      body: { comment: 'Thanks', notice_id: 5, noticeUserId: 2 },
    });
    expect(removed[0]).toMatchObject({ method: 'POST', authorization: 'Bearer jwt' });
  });

  // Rules: notices.endpoint.likes-hide-poll
  it('likes a comment by comment_id and a post by id, hides a post by id, answers a poll (poll_data back)', async () => {
    const likedComment = recordRequests(server, 'api/admin/notification/likeComment', { value: 1 });
    const likedNotice = recordRequests(server, 'api/admin/notification/likeNotice', { success: true });
    const hidden = recordRequests(server, 'api/admin/notification/hideNotification', { success: true });
    const answered = recordRequests(server, 'api/admin/notification/pollAnswer', {
      poll_data: JSON.stringify([{ poll_id: 3, total_votes: 1 }]),
    });
    await expect(likeComment(client, 8)).resolves.toBe(1);
    await likeNotice(client, 5);
    await hideNotice(client, 5);
    await expect(answerPoll(client, { poll_id: 3, answerIndex: 0, id: 5, text: '' })).resolves.toEqual([
      { poll_id: 3, total_votes: 1 },
    ]);
    expect([likedComment, likedNotice, hidden, answered].map((calls) => calls[0]!.body)).toEqual([
      { comment_id: 8 },
      { id: 5 },
      { id: 5 },
      { poll_id: 3, answerIndex: 0, id: 5, text: '' },
    ]);
  });

  // Rules: notices.endpoint.pending
  it('lists pending notices (showPendingNotices) and verifies one with its status in the path', async () => {
    const listed = recordRequests(server, 'api/admin/notification/showPendingNotices', {
      notices: [{ id: 5, school: 'Camden Primary', message: 'Bake sale' }],
    });
    const verified = recordRequests(server, 'api/admin/notification/verifyNotice/5/1', { success: true });
    await expect(getPendingNotices(client)).resolves.toEqual([
      { id: 5, school: 'Camden Primary', message: 'Bake sale' },
    ]);
    await verifyNotice(client, 5, 1);
    expect([listed[0]!.method, verified[0]!.method]).toEqual(['GET', 'POST']);
  });
});
