import { describe, expect, it } from 'vitest';
import {
  batteryPercent,
  commentAuthorName,
  noticeCardSchema,
  pollOf,
  pollPercentages,
  splitAttachments,
} from './notice-card';
import {
  commentPreviewCount,
  hasMoreComments,
  hasMoreNotices,
  noticeMessages,
  refreshedLabel,
  showsSchoolSelector,
} from './notice-feed';
import {
  awaitingApprovalLabel,
  cardOwnAction,
  noticeUserTypeLabel,
  offersMessage,
  yearLabel,
} from './notice-labels';
import { showsPtaCounter, showsPtaFilter } from '../access/role-rules';
import { chatMessageError, chatMessageMaxLength, chatPartnerLabel } from './notice-chat';

const card = (fields: Record<string, unknown>) =>
  noticeCardSchema.parse({
    id: 1,
    user_id: 9,
    user_type: 1,
    type: 'NOTICE',
    created_timestamp: '2026-11-20 10:00:00',
    ...fields,
  });

describe('yearLabel (docs/product/notices.md)', () => {
  // Rules: notices.card.year-labels
  it('codes the early years, nursery and reception, and names the rest YEAR n', () => {
    expect([-3, -2, -1, 0, 1, 6, 11].map(yearLabel)).toEqual([
      'EY1',
      'EY2',
      'N',
      'R',
      'YEAR 1',
      'YEAR 6',
      'YEAR 11',
    ]);
  });
});

describe('noticeUserTypeLabel (docs/product/notices.md)', () => {
  // Rules: notices.entity.user-types
  it('names each notice user type, and anything above 20 an organisation', () => {
    expect([1, 2, 3, 5, 6, 7, 8, 9].map(noticeUserTypeLabel)).toEqual([
      'School',
      'School Office',
      'Council',
      'Admin',
      'Parent',
      'Parent & PTA',
      'Head Teacher',
      'Teacher',
    ]);
    expect(noticeUserTypeLabel(21)).toBe('Organization');
    expect(noticeUserTypeLabel(20)).toBe('');
  });
});

describe('card actions', () => {
  // Rules: notices.card.message-types
  it('offers Message for parents, PTA parents and the school office, never on your own card', () => {
    expect([6, 7, 2, 1, 5, 8, 9].map((user_type) => offersMessage({ user_type, user_id: 3 }, 4))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(offersMessage({ user_type: 6, user_id: 4 }, 4)).toBe(false);
  });

  it('lets the author edit and everyone else hide', () => {
    expect(cardOwnAction({ user_id: 4 }, 4)).toBe('edit');
    expect(cardOwnAction({ user_id: 5 }, 4)).toBe('hide');
    expect(awaitingApprovalLabel).toBe('Awaiting approval');
  });
});

describe('noticeCardSchema', () => {
  // Rules: notices.entity.card-images
  it('splits entries containing pdf off the comma-separated images', () => {
    expect(splitAttachments('a.jpg, menu.pdf,b.png,,')).toEqual({
      images: ['a.jpg', 'b.png'],
      pdfs: ['menu.pdf'],
    });
    expect(card({ images: 'x.png,pdfs/letter.pdf' })).toMatchObject({
      images: ['x.png'],
      pdfs: ['pdfs/letter.pdf'],
    });
    expect(card({ images: null })).toMatchObject({ images: [], pdfs: [] });
  });

  // Rules: notices.entity.card-extras
  it('parses extras JSON text to a list, empty when blank, and refuses text that is not JSON', () => {
    expect(card({ extras: '' }).extras).toEqual([]);
    expect(card({ extras: '{"date":"2026-12-01"}' }).extras).toEqual([{ date: '2026-12-01' }]);
    expect(
      card({ extras: '[{"poll_id":4,"total_votes":"3","answers":[{"text":"Yes","votes":2}]}]' }).extras[0],
    ).toMatchObject({ poll_id: 4, total_votes: 3 });
    expect(
      noticeCardSchema.safeParse({
        id: 1,
        user_id: 1,
        user_type: 1,
        type: 'NOTICE',
        created_timestamp: 'x',
        extras: '{oops',
      }).success,
    ).toBe(false);
  });

  // Rules: notices.entity.card-extras
  it('shows years_label as years and reads 0/1 flags', () => {
    expect(card({ years_label: 'YEAR 3, R', important: 1, allow_comments: 0 })).toMatchObject({
      years: 'YEAR 3, R',
      important: true,
      allow_comments: false,
    });
  });

  it('finds a poll in the extras', () => {
    expect(
      pollOf(card({ extras: [{ answers: [{ text: 'A', votes: 1 }], total_votes: 1 }] }))?.total_votes,
    ).toBe(1);
    expect(pollOf(card({}))).toBeUndefined();
  });
});

// Rules: notices.card.poll-percentages
describe('pollPercentages', () => {
  it('divides each answer by total_votes, not by the sum of answers', () => {
    expect(
      pollPercentages(
        [
          { text: 'A', votes: 1 },
          { text: 'B', votes: 2 },
        ],
        4,
      ),
    ).toEqual([25, 50]);
    expect(
      pollPercentages(
        [
          { text: 'A', votes: 2 },
          { text: 'B', votes: 1 },
        ],
        3,
      ),
    ).toEqual([67, 33]);
  });

  it('is 0 for every answer when nobody voted', () => {
    expect(
      pollPercentages(
        [
          { text: 'A', votes: 0 },
          { text: 'B', votes: 0 },
        ],
        0,
      ),
    ).toEqual([0, 0]);
  });
});

describe('feed rules', () => {
  // Rules: notices.board.page-20
  it('offers Show More only when exactly 20 posts came back', () => {
    expect([0, 19, 20, 21].map(hasMoreNotices)).toEqual([false, false, true, false]);
  });

  // Rules: notices.card.two-comments
  it('previews 2 comments and needs Show More above that', () => {
    expect(commentPreviewCount).toBe(2);
    expect([2, 3].map(hasMoreComments)).toEqual([false, true]);
  });

  // Rules: notices.board.refresh-label-60s
  it('labels the last refresh', () => {
    const now = new Date(2026, 10, 20, 12, 0, 0);
    expect(refreshedLabel(new Date(2026, 10, 20, 11, 59, 40), now)).toBe('refreshed less than a minute ago');
    expect(refreshedLabel(new Date(2026, 10, 20, 11, 57, 0), now)).toBe('refreshed 3 minutes ago');
    expect(refreshedLabel(null, now)).toBe('not loaded yet');
    expect(refreshedLabel(new Date(2026, 10, 20, 11, 59, 40), now, true)).toBe(
      'not refreshed: the last load failed',
    );
  });

  // Rules: notices.board.pta-counter
  it('hides the PTA filter from council admins and the counter from all but school and product admins', () => {
    expect(showsPtaFilter('COUNCIL_ADMIN')).toBe(false);
    expect(showsPtaFilter('MULTI_SCHOOL_ADMIN')).toBe(true);
    expect(
      (['SUPERADMIN', 'COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN', 'SCHOOL_ADMIN', 'ADMIN'] as const).map(
        showsPtaCounter,
      ),
    ).toEqual([false, false, false, true, true]);
    expect(showsSchoolSelector('SCHOOL_ADMIN')).toBe(false);
    expect(showsSchoolSelector('COUNCIL_ADMIN')).toBe(true);
  });

  // Rules: notices.card.delete-asks
  it('keeps the spec wording of the delete flow', () => {
    expect(noticeMessages.deleteQuestion).toBe('Remove this post from the School Notice Board?');
    expect(noticeMessages.deleted).toBe('Delete completed');
    expect(noticeMessages.itemDeleted).toBe('You have deleted item');
  });
});

describe('small labels', () => {
  // Rules: notices.card.safeguarding-battery
  it('shows the battery fraction times 100', () => {
    expect([0.42, 1, 0, 0.055].map(batteryPercent)).toEqual([42, 100, 0, 6]);
  });

  // Rules: notices.entity.comment-author
  it('names a comment author with salutation', () => {
    expect(commentAuthorName({ author: { salutation: 'Mrs', first_name: 'Jane', last_name: 'Smith' } })).toBe(
      'Mrs Jane Smith',
    );
    expect(commentAuthorName({ author: { first_name: 'Sam', last_name: null } })).toBe('Sam');
  });
});

describe('chat (chat modal, ADR 0074)', () => {
  it("names the author by the card's sender label, else by user type", () => {
    expect(chatPartnerLabel({ from_label: 'PTA', user_type: 7 })).toBe('PTA');
    expect(chatPartnerLabel({ from_label: ' ', user_type: 2 })).toBe('School Office');
    expect(chatPartnerLabel({ from_label: null, user_type: 4 })).toBe('the author');
  });

  it(`refuses a message above ${chatMessageMaxLength} characters`, () => {
    expect(chatMessageError('x'.repeat(chatMessageMaxLength))).toBeNull();
    expect(chatMessageError('x'.repeat(chatMessageMaxLength + 1))).toBe(
      'A message is at most 1000 characters',
    );
  });
});
