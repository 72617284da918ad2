import {
  getNoticeAudience,
  getNotices,
  getNoticeTemplates,
  getPendingNotices,
  hideNotice,
  sendNotice,
  verifyNotice,
} from '@stride/api';
import { emptyPostForm, postPayload, type PostForm } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoOrganisationIds, demoUserIds } from '../data/demo-accounts';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';
import { firstPage } from './notice-board-fixtures';

startDemoServerForTests();

const forbidden = { kind: 'http', status: 403, message: expect.stringMatching(/^You are not allowed to /) };
const hackneySchool = demoOrganisationIds.trustSchools[1];
const post = (fields: Partial<PostForm>) =>
  postPayload({ ...emptyPostForm, message: '<p>Walk to school week</p>', ...fields });

describe('the notice board, as each role may use it', () => {
  // Rules: notices.board.pta-filter-not-council
  it("refuses the PTA filter to a council admin (403), and keeps it every other role's", async () => {
    const council = await signedInClient('council@demo.test');
    const board = { ...firstPage, schoolId: hackneySchool };
    expect(await rejectionOf(getNotices(council, { ...board, filter: 'pta' }))).toMatchObject(forbidden);
    expect((await getNotices(council, { ...board, filter: 'eco' })).posts.length).toBeGreaterThan(0);
    for (const email of ['school@demo.test', 'super@demo.test', 'multi@demo.test'])
      await expect(
        getNotices(await signedInClient(email), { ...board, schoolId: null, filter: 'pta' }),
      ).resolves.toMatchObject({ posts: expect.any(Array) });
  });

  // Rules: notices.board.audience-not-school-admin
  it('refuses the audience of a post to a school admin (403), and answers the roles that pick schools', async () => {
    const school = await signedInClient('school@demo.test');
    const [first] = (await getNotices(school, firstPage)).posts;
    expect(await rejectionOf(getNoticeAudience(school, first!.id))).toMatchObject(forbidden);
    const multi = await signedInClient('multi@demo.test');
    const [theirs] = (await getNotices(multi, { ...firstPage, schoolId: hackneySchool })).posts;
    expect((await getNoticeAudience(multi, theirs!.id)).schools.length).toBe(1);
    expect(await getNoticeAudience(await signedInClient('super@demo.test'), first!.id)).toMatchObject({
      schools: [expect.any(String)],
    });
  });

  // Rules: notices.card.hide-others-only
  it("refuses hiding one's own post (403) and it stays; another account's post hides", async () => {
    const school = await signedInClient('school@demo.test');
    const { posts } = await getNotices(school, firstPage);
    const own = posts.find((card) => card.user_id === demoUserIds.school)!;
    const other = posts.find((card) => card.user_id !== demoUserIds.school)!;
    expect(await rejectionOf(hideNotice(school, own.id))).toMatchObject(forbidden);
    await hideNotice(school, other.id);
    const after = (await getNotices(school, firstPage)).posts.map((card) => card.id);
    expect(after).toContain(own.id);
    expect(after).not.toContain(other.id);
  });
});

describe('a post, as each role may send it', () => {
  // Rules: notices.post.targets-within-reach
  it('refuses a post to a school, council or ALL outside the sender’s reach (403), posting nothing', async () => {
    const council = await signedInClient('council@demo.test');
    const camden = demoOrganisationIds.termsSchool;
    const before = (await getNotices(await signedInClient('super@demo.test'), firstPage)).posts[0]!.id;
    for (const schools of [
      [camden],
      ['ALL'],
      ['council_1'],
      [hackneySchool, camden],
    ] as PostForm['schools'][])
      expect(await rejectionOf(sendNotice(council, post({ schools })))).toMatchObject(forbidden);
    const school = await signedInClient('school@demo.test');
    expect(await rejectionOf(sendNotice(school, post({ schools: [hackneySchool] })))).toMatchObject(
      forbidden,
    );
    expect((await getNotices(await signedInClient('super@demo.test'), firstPage)).posts[0]!.id).toBe(before);
    // Within reach: the council admin's own council, and the school admin's own school.
    await expect(
      sendNotice(council, post({ schools: [`council_${demoOrganisationIds.council}`] })),
    ).resolves.toMatchObject({ id: expect.any(Number) });
    await sendNotice(school, post({ schools: [camden], title: 'Own school' }));
    expect((await getNotices(school, firstPage)).posts[0]).toMatchObject({ user_id: demoUserIds.school });
  });

  // Rules: notices.post.modes-not-school-admin
  it('refuses transport modes from a school admin (403); council, multi-school and super admins aim at them', async () => {
    const modes: PostForm['transport_modes'] = ['Walking'];
    expect(
      await rejectionOf(
        sendNotice(await signedInClient('school@demo.test'), post({ transport_modes: modes })),
      ),
    ).toMatchObject(forbidden);
    expect(
      await rejectionOf(
        sendNotice(await signedInClient('product@demo.test'), post({ transport_modes: modes })),
      ),
    ).toMatchObject(forbidden);
    for (const email of ['council@demo.test', 'multi@demo.test', 'super@demo.test'])
      await expect(
        sendNotice(await signedInClient(email), post({ transport_modes: modes })),
      ).resolves.toMatchObject({ id: expect.any(Number) });
  });

  // Rules: notices.post.send-notification-super-admin, notices.post.front-image-super-admin
  it("refuses 'Send notification?' and 'Use School front image' from every role but the super admin (403)", async () => {
    for (const email of ['council@demo.test', 'multi@demo.test', 'school@demo.test', 'product@demo.test']) {
      const client = await signedInClient(email);
      expect(await rejectionOf(sendNotice(client, post({ sendNotification: true })))).toMatchObject(
        forbidden,
      );
      expect(
        await rejectionOf(
          sendNotice(
            client,
            post({ saveAsTemplate: true, template_title: 'Mine', useSchoolFrontImage: true }),
          ),
        ),
      ).toMatchObject(forbidden);
    }
    const superAdmin = await signedInClient('super@demo.test');
    await expect(sendNotice(superAdmin, post({ sendNotification: true }))).resolves.toMatchObject({
      id: expect.any(Number),
    });
    await expect(
      sendNotice(
        superAdmin,
        post({ saveAsTemplate: true, template_title: 'Front', useSchoolFrontImage: true }),
      ),
    ).resolves.toBeDefined();
  });

  // Rules: notices.templates.change-super-admin-only
  it('lets any author keep a post as a new template, and only the super admin change a stored one (403)', async () => {
    const school = await signedInClient('school@demo.test');
    await expect(
      sendNotice(school, post({ saveAsTemplate: true, template_title: 'Walking bus' })),
    ).resolves.toBeDefined();
    const superAdmin = await signedInClient('super@demo.test');
    const [stored] = await getNoticeTemplates(superAdmin);
    const change = { ...post({ saveAsTemplate: true, template_title: 'Taken over' }), id: stored!.id };
    expect(await rejectionOf(sendNotice(school, change))).toMatchObject(forbidden);
    expect((await getNoticeTemplates(superAdmin))[0]?.template_title).toBe(stored!.template_title);
    await sendNotice(superAdmin, change);
    expect((await getNoticeTemplates(superAdmin)).find((row) => row.id === stored!.id)?.template_title).toBe(
      'Taken over',
    );
  });
});

describe('verify notices', () => {
  // Rules: notices.verify.super-admin-only
  it.each(['council@demo.test', 'multi@demo.test', 'school@demo.test', 'product@demo.test'])(
    'refuses the pending notices and their verification to %s (403); they stay pending',
    async (email) => {
      const superAdmin = await signedInClient('super@demo.test');
      const [pending] = await getPendingNotices(superAdmin);
      const client = await signedInClient(email);
      expect(await rejectionOf(getPendingNotices(client))).toMatchObject(forbidden);
      expect(await rejectionOf(verifyNotice(client, pending!.id, 1))).toMatchObject(forbidden);
      expect((await getPendingNotices(superAdmin)).map((row) => row.id)).toContain(pending!.id);
    },
  );
});
