import {
  answerPoll,
  deleteNotice,
  getFilterOrganisations,
  getNoticeAudience,
  getNotices,
  getSchoolGroups,
  hideNotice,
  isApiError,
  likeComment,
  likeNotice,
  removeComment,
  saveComment,
  sendNotice,
  viewNotice,
} from '@stride/api';
import { emptyPostForm, pollOf, pollPercentages, postPayload, textReplyOf, timeAgo } from '@stride/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { stopDemoClock } from '../data/demo-calendar';
import { demoOrganisationIds, demoUserIds } from '../data/demo-accounts';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';
import { firstPage } from './notice-board-fixtures';

startDemoServerForTests();

describe('notice board', () => {
  // Rules: notices.board.page-from-0, notices.calls.list
  it('pages a school board 20 at a time, newest first, with hundreds of posts', async () => {
    const client = await signedInClient('school@demo.test');
    const page = await getNotices(client, { ...firstPage, schoolId: null });
    expect(page.posts).toHaveLength(20);
    expect(page.count.total).toBeGreaterThan(200);
    expect(page.count.pta).toEqual(expect.any(Number));
    expect(page.bucket_url).toEqual(expect.any(String));
    expect(page.posts.map((post) => post.created_timestamp)).toEqual(
      page.posts
        .map((post) => post.created_timestamp)
        .sort()
        .reverse(),
    );
    const last = await getNotices(client, { ...firstPage, page: Math.floor(page.count.total! / 20) });
    expect(last.posts.length).toBe(page.count.total! % 20);
    expect(page.posts.some((post) => post.user_id === demoUserIds.school)).toBe(true);
  });

  it('filters by category, polls and events', async () => {
    const client = await signedInClient('school@demo.test');
    const polls = await getNotices(client, { ...firstPage, filter: 'poll' });
    expect(polls.posts.every((post) => post.type === 'POLL' && pollOf(post))).toBe(true);
    const pta = await getNotices(client, { ...firstPage, filter: 'pta' });
    expect(pta.posts.every((post) => post.category === 'pta')).toBe(true);
    expect(
      (await getNotices(client, { ...firstPage, filter: 'events' })).posts.every(
        (post) => post.type === 'EVENT',
      ),
    ).toBe(true);
  });

  // Rules: notices.calls.list
  it("keeps other schools' boards from a school admin", async () => {
    const client = await signedInClient('school@demo.test');
    const error = await rejectionOf(
      getNotices(client, { ...firstPage, schoolId: demoOrganisationIds.trustSchools[0] }),
    );
    expect(isApiError(error) && error.status).toBe(403);
  });

  // Rules: notices.calls.detail-and-audience
  it('opens a post with its comments and its audience', async () => {
    const client = await signedInClient('super@demo.test');
    const { posts } = await getNotices(client, firstPage);
    const commented = posts.find((post) => post.total_comments > 0)!;
    const { notice, comments } = await viewNotice(client, commented.id);
    expect(notice.id).toBe(commented.id);
    expect(comments).toHaveLength(commented.total_comments);
    expect(comments[0]!.author.first_name).toBeTruthy();
    const audience = await getNoticeAudience(client, commented.id);
    expect(audience.schools).toHaveLength(1);
    expect(audience).toMatchObject({ years: expect.any(Array), groups: expect.any(Array) });
  });

  // Rules: notices.card.poll-after-vote
  it('votes in a poll and answers the new poll data', async () => {
    const client = await signedInClient('school@demo.test');
    const poll = (await getNotices(client, { ...firstPage, filter: 'poll' })).posts[0]!;
    const before = pollOf(poll)!;
    const after = pollOf({
      extras: await answerPoll(client, { poll_id: before.poll_id!, answerIndex: 1, id: poll.id, text: '' }),
    })!;
    expect(after.total_votes).toBe(before.total_votes! + 1);
    expect(after.answered).toBe(1);
    expect(pollPercentages(after.answers!, after.total_votes!)).toHaveLength(before.answers!.length);
  });

  // Rules: notices.card.comment-like-positive
  it('saves, likes and removes comments; a second comment like answers 0', async () => {
    const client = await signedInClient('school@demo.test');
    const post = (await getNotices(client, firstPage)).posts[0]!;
    const comment = await saveComment(client, {
      comment: 'See you there',
      notice_id: post.id,
      noticeUserId: post.notice_user_id ?? null,
    });
    expect(comment.author.first_name).toBe('Sara');
    expect(await likeComment(client, comment.id)).toBe(1);
    expect(await likeComment(client, comment.id)).toBe(0);
    await removeComment(client, comment.id);
    expect((await viewNotice(client, post.id)).comments.map((row) => row.id)).not.toContain(comment.id);
  });

  it('gives a comment written after a removal an id of its own', async () => {
    const client = await signedInClient('school@demo.test');
    const post = (await getNotices(client, firstPage)).posts[0]!;
    const write = (comment: string) =>
      saveComment(client, { comment, notice_id: post.id, noticeUserId: post.notice_user_id ?? null });
    const first = await write('First');
    const second = await write('Second');
    await removeComment(client, first.id);
    const third = await write('Third');
    expect(third.id).not.toBe(second.id);
    await removeComment(client, third.id);
    expect((await viewNotice(client, post.id)).comments.map((row) => row.comment)).toContain('Second');
  });

  // Rules: notices.card.delete-own-or-any
  it('likes, hides and deletes posts; the school admin may delete any', async () => {
    const client = await signedInClient('school@demo.test');
    // Only another account's post can be hidden (its author edits it instead).
    const [first, second] = (await getNotices(client, firstPage)).posts.filter(
      (post) => post.user_id !== demoUserIds.school,
    );
    await likeNotice(client, first!.id);
    expect((await viewNotice(client, first!.id)).notice.total_likes).toBe(first!.total_likes + 1);
    await hideNotice(client, first!.id);
    await deleteNotice(client, second!.id);
    const ids = (await getNotices(client, firstPage)).posts.map((post) => post.id);
    expect(ids).not.toContain(first!.id);
    expect(ids).not.toContain(second!.id);
  });

  // Rules: notices.card.delete-own-or-any
  it("refuses a council admin deleting someone else's post", async () => {
    const client = await signedInClient('council@demo.test');
    const post = (await getNotices(client, { ...firstPage, schoolId: null })).posts.find(
      (row) => row.user_id !== demoUserIds.council,
    )!;
    const error = await rejectionOf(deleteNotice(client, post.id));
    expect(isApiError(error) && error.status).toBe(403);
  });
});

describe('super admin targets (ADR 0107)', () => {
  it('reads the board of a group, a council or ALL, and sends to a council with the audience kept', async () => {
    const client = await signedInClient('super@demo.test');
    const { schools, councils } = await getFilterOrganisations(client);
    const council = councils.find((row) => schools.some((school) => school.council_id === row.id))!;
    const councilSchools = schools.filter((school) => school.council_id === council.id);
    const audience = [`council_${council.id}` as const];
    await sendNotice(client, postPayload({ ...emptyPostForm, message: 'Bus strike', schools: audience }));
    // Every school of the council has it; the council's board lists it once, as sent.
    for (const school of councilSchools) {
      const [top] = (await getNotices(client, { ...firstPage, schoolId: school.id })).posts;
      expect(top).toMatchObject({ message: 'Bus strike', schools: audience });
    }
    const councilBoard = await getNotices(client, { ...firstPage, schoolId: `council_${council.id}` });
    expect(councilBoard.posts.filter((post) => post.message === 'Bus strike')).toHaveLength(1);
    expect(councilBoard.count.total).toBeGreaterThan(200 * councilSchools.length);
    const all = await getNotices(client, { ...firstPage, schoolId: 'ALL' });
    expect(all.posts.filter((post) => post.message === 'Bus strike')).toHaveLength(1);
    const [group] = await getSchoolGroups(client);
    const groupBoard = await getNotices(client, { ...firstPage, schoolId: `group_${group!.id}` });
    expect(groupBoard.posts).toHaveLength(20);
  });

  it("keeps a council admin to its own council's boards", async () => {
    const client = await signedInClient('council@demo.test');
    const board = await getNotices(client, { ...firstPage, schoolId: 'ALL' });
    const own = await getFilterOrganisations(client);
    const schoolNames = new Set(own.schools.map((school) => school.name));
    expect(board.posts.every((post) => schoolNames.has(String(post.school_name)))).toBe(true);
  });
});

describe('text replies to a DYNAMIC notice', () => {
  it('stores a reply of at most 180 characters and answers it in the card extras', async () => {
    const client = await signedInClient('school@demo.test');
    const secondPage = await getNotices(client, { ...firstPage, schoolId: null, page: 1 });
    const dynamic = secondPage.posts.find((post) => post.type === 'DYNAMIC')!;
    expect(textReplyOf(dynamic)).toEqual({ reply: null });
    const reply = { poll_id: dynamic.id, answerIndex: null, id: dynamic.id };
    const tooLong = await rejectionOf(answerPoll(client, { ...reply, text: 'x'.repeat(181) }));
    expect(isApiError(tooLong) && tooLong.message).toBe('A reply is at most 180 characters');
    const extras = await answerPoll(client, { ...reply, text: 'A crossing patrol on Elm Road' });
    expect(textReplyOf({ type: 'DYNAMIC', extras })).toEqual({ reply: 'A crossing patrol on Elm Road' });
    const { notice } = await viewNotice(client, dynamic.id);
    expect(textReplyOf(notice)).toEqual({ reply: 'A crossing patrol on Elm Road' });
  });
});

describe("times on the board are the demo clock's", () => {
  afterEach(() => stopDemoClock(null));
  const at = (moment: string) => new Date(Date.parse(`${moment.replace(' ', 'T')}Z`));

  // A post and a comment carry the moment they were written, read later as that long ago; no time on the
  // board is after the demo's now.
  // Rules: notices.card.time-from-now
  it('reads a post and a comment written an hour ago as an hour ago', async () => {
    const client = await signedInClient('school@demo.test');
    stopDemoClock('2026-11-24 10:00:00');
    await sendNotice(client, postPayload({ ...emptyPostForm, message: '<p>Written at ten</p>' }));
    const written = (await getNotices(client, firstPage)).posts[0]!;
    expect(written.message).toBe('<p>Written at ten</p>');
    await saveComment(client, { comment: 'At ten too', notice_id: written.id, noticeUserId: null });
    expect(timeAgo(written.created_timestamp, at('2026-11-24 10:00:00'))).toBe('less than a minute ago');

    stopDemoClock('2026-11-24 11:00:00');
    const later = (await getNotices(client, firstPage)).posts;
    const post = later.find((row) => row.id === written.id)!;
    const now = at('2026-11-24 11:00:00');
    expect(timeAgo(post.created_timestamp, now)).toBe('about 1 hour ago');
    const comment = (await viewNotice(client, written.id)).comments.find(
      (row) => row.comment === 'At ten too',
    )!;
    expect(timeAgo(comment.created_timestamp, now)).toBe('about 1 hour ago');
    // The board stays newest first, and nothing on it is written after now.
    for (const row of later) {
      expect(timeAgo(row.created_timestamp, now)).not.toMatch(/^in /);
      expect(new Date(row.created_timestamp.replace(' ', 'T')).getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const times = later.map((row) => new Date(row.created_timestamp.replace(' ', 'T')).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
