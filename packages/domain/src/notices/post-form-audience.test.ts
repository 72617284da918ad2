// Who a post goes to: years, a group and staff clear each other; super-admin targets (ADR 0107).
import { describe, expect, it } from 'vitest';
import {
  postFormOf,
  postPayload,
  textReplySchema,
  withGroup,
  withStaffOnly,
  withYears,
  type PostForm,
} from './post-form';
import { textReplyOf } from './notice-card';
import { form } from './post-form-fixtures';

describe('audience clearing (docs/product/notices.md)', () => {
  // Rules: notices.post.audience-clearing
  it('clears the group when years are chosen, and the years when a group is chosen', () => {
    expect(withYears(form({ group: 4 }), [1, 2])).toMatchObject({ school_years: [1, 2], group: null });
    expect(withGroup(form({ school_years: [1, 2] }), 4)).toMatchObject({ school_years: [], group: 4 });
  });

  // Rules: notices.post.audience-clearing
  it('sets staffOnly and empties the years when the staff audience is chosen', () => {
    expect(withStaffOnly(form({ school_years: [3] }), true)).toMatchObject({
      staffOnly: true,
      school_years: [],
    });
    expect(withStaffOnly(form({ staffOnly: true }), false)).toMatchObject({ staffOnly: false });
  });
});

describe('super-admin audience and DYNAMIC replies (ADR 0107)', () => {
  it('keeps schools, groups, councils and ALL in the audience, sent and read back as picked', () => {
    const audience = [12, 'group_3', 'council_1'] as PostForm['schools'];
    expect(postPayload(form({ message: 'x', schools: audience })).schools).toEqual(audience);
    expect(postFormOf({ schools: [...audience, 'ALL', 'school_9', -1] }).schools).toEqual([
      ...audience,
      'ALL',
    ]);
  });

  // Rules: notices.limits.text-reply, notices.post.text-reply
  it('offers a text reply only on a DYNAMIC card asking for one, and limits it to 180', () => {
    expect(textReplyOf({ type: 'DYNAMIC', extras: [{ text_input: true }] })).toEqual({ reply: null });
    expect(textReplyOf({ type: 'DYNAMIC', extras: [{ text_input: true, reply: 'Yes' }] })).toEqual({
      reply: 'Yes',
    });
    expect(textReplyOf({ type: 'DYNAMIC', extras: [] })).toBeUndefined();
    expect(textReplyOf({ type: 'NOTICE', extras: [{ text_input: true }] })).toBeUndefined();
    expect(textReplySchema.safeParse(' Walk '.padEnd(180, 'x')).success).toBe(true);
    expect(textReplySchema.safeParse('x'.repeat(181)).error?.issues[0]?.message).toBe(
      'A reply is at most 180 characters',
    );
    expect(textReplySchema.safeParse('   ').error?.issues[0]?.message).toBe('Please write a reply');
  });
});
