import { describe, expect, it } from 'vitest';
import { downscaledSize } from '../pictures/picture-file';
import { checkAttachments, isPdf, maxPostAttachmentBytes, postPictureLimits } from './post-attachments';
import { groupFormError } from './group-form';
import {
  canAddAnswer,
  canRemoveAnswer,
  emptyPostForm,
  plainQuotes,
  postFormOf,
  postFormOfCard,
  postPayload,
  postFormMessages,
  postFormSchema,
  templateTypeLabel,
  textReplySchema,
  withGroup,
  withStaffOnly,
  withYears,
  type PostForm,
} from './post-form';
import { noticeCardSchema, textReplyOf } from './notice-card';

const form = (fields: Partial<PostForm>): PostForm => ({ ...emptyPostForm, ...fields });
/** The fields that fail, in the schema's order; empty when the post may be sent. */
const postFormErrors = (post: PostForm) =>
  postFormSchema.safeParse(post).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('post defaults (docs/product/notices.md)', () => {
  it('starts not important, with comments allowed', () => {
    expect(emptyPostForm).toMatchObject({
      important: false,
      allow_comments: true,
      type: 'NOTICE',
      answers: ['', ''],
    });
  });
});

describe('postFormSchema (docs/product/notices.md)', () => {
  it('needs a message unless the post is a poll, with the one spec message', () => {
    expect(postFormErrors(form({ message: '<p> </p>' }))).toEqual(['message']);
    expect(postFormSchema.safeParse(form({})).error?.issues[0]?.message).toBe(
      'Please fill in all required fields',
    );
    expect(postFormErrors(form({ message: '<p>Hi</p>' }))).toEqual([]);
  });

  it('needs an event title of at least 4 characters and a date', () => {
    expect(postFormErrors(form({ message: 'x', isEvent: true, title: 'Fun', date: '' }))).toEqual([
      'title',
      'date',
    ]);
    expect(postFormErrors(form({ message: 'x', isEvent: true, title: 'Fair', date: '2026-12-01' }))).toEqual(
      [],
    );
  });

  it('needs a poll question of at most 200 and 2 to 6 answers of at most 80, message at most 2000', () => {
    const poll = form({ type: 'POLL', title: 'Walk on Friday?', answers: ['Yes', 'No'] });
    expect(postFormErrors(poll)).toEqual([]);
    expect(postFormErrors({ ...poll, title: 'q'.repeat(201) })).toEqual(['title']);
    expect(postFormErrors({ ...poll, answers: ['Yes'] })).toEqual(['answers']);
    expect(postFormErrors({ ...poll, answers: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).toEqual(['answers']);
    expect(postFormErrors({ ...poll, answers: ['Yes', ''] })).toEqual(['answers.1']);
    expect(postFormErrors({ ...poll, answers: ['Yes', 'n'.repeat(81)] })).toEqual(['answers.1']);
    expect(postFormErrors({ ...poll, message: 'm'.repeat(2001) })).toEqual(['message']);
    expect(postFormErrors({ ...poll, message: 'm'.repeat(2000) })).toEqual([]);
  });

  it('needs a template title of at most 80 when saving a template', () => {
    expect(postFormErrors(form({ message: 'x', saveAsTemplate: true }))).toEqual(['template_title']);
    expect(
      postFormErrors(form({ message: 'x', saveAsTemplate: true, template_title: 't'.repeat(81) })),
    ).toEqual(['template_title']);
    expect(
      postFormErrors(form({ message: 'x', saveAsTemplate: true, template_title: 'Walk to school week' })),
    ).toEqual([]);
    expect([1, 2, 3].map(templateTypeLabel)).toEqual(['Static', 'School level', 'User level']);
  });

  it('adds answers up to 6 and removes them only above 2', () => {
    expect(canAddAnswer(['a', 'b', 'c', 'd', 'e'])).toBe(true);
    expect(canAddAnswer(['a', 'b', 'c', 'd', 'e', 'f'])).toBe(false);
    expect(canRemoveAnswer(['a', 'b'])).toBe(false);
    expect(canRemoveAnswer(['a', 'b', 'c'])).toBe(true);
  });

  it('keeps the upload confirmation wording', () => {
    expect(postFormMessages.uploading).toBe('Images are being uploaded. Are you sure you want to continue ?');
  });
});

describe('audience clearing (docs/product/notices.md)', () => {
  it('clears the group when years are chosen, and the years when a group is chosen', () => {
    expect(withYears(form({ group: 4 }), [1, 2])).toMatchObject({ school_years: [1, 2], group: null });
    expect(withGroup(form({ school_years: [1, 2] }), 4)).toMatchObject({ school_years: [], group: 4 });
  });

  it('sets staffOnly and empties the years when the staff audience is chosen', () => {
    expect(withStaffOnly(form({ school_years: [3] }), true)).toMatchObject({
      staffOnly: true,
      school_years: [],
    });
    expect(withStaffOnly(form({ staffOnly: true }), false)).toMatchObject({ staffOnly: false });
  });
});

describe('plainQuotes', () => {
  it('replaces smart quotes with plain ones', () => {
    expect(plainQuotes('It\u2019s \u2018fine\u2019, \u201Creally\u201D')).toBe("It's 'fine', \"really\"");
  });
});

describe('post attachments (docs/product/notices.md)', () => {
  /** The first bytes of a real file of each kind (a .exe gets a Windows program's). */
  const heads: Record<string, number[]> = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpg: [0xff, 0xd8, 0xff, 0xe0],
    gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
    webp: [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
    pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
    exe: [0x4d, 0x5a, 0x90, 0],
  };
  const kindOf = (name: string) => name.split('.').pop()!.toLowerCase().replace('jpeg', 'jpg');
  const file = (name: string, size = 1000, head = new Uint8Array(heads[kindOf(name)] ?? [])) => ({
    name,
    size,
    head,
  });

  it('allows at most 10 attachments', () => {
    expect(checkAttachments(8, [file('a.png'), file('b.png')])).toEqual({ ok: true });
    expect(checkAttachments(9, [file('a.png'), file('b.png')])).toEqual({
      ok: false,
      message: 'Maximum of 10 images are allowed per post',
    });
  });

  it('allows jpg, gif, png, jpeg, webp and pdf only', () => {
    expect(
      checkAttachments(
        0,
        ['a.JPG', 'b.gif', 'c.png', 'd.jpeg', 'e.webp', 'f.pdf'].map((name) => file(name)),
      ),
    ).toEqual({ ok: true });
    expect(checkAttachments(0, [file('a.png'), file('virus.exe')])).toEqual({
      ok: false,
      message: 'Unsupported file type',
    });
    expect(checkAttachments(0, [file('noextension')])).toEqual({
      ok: false,
      message: 'Unsupported file type',
    });
    expect(isPdf('Letter.PDF')).toBe(true);
  });

  it('refuses a renamed file and an empty one (ADR 0094)', () => {
    expect(checkAttachments(0, [file('photo.png', 1000, new Uint8Array(heads.exe!))])).toEqual({
      ok: false,
      message: 'Unsupported file type',
    });
    expect(checkAttachments(0, [file('a.png'), file('b.pdf', 0)])).toEqual({
      ok: false,
      message: 'The file is empty',
    });
  });

  it('refuses a file above about 100 MB', () => {
    expect(checkAttachments(0, [file('a.png', maxPostAttachmentBytes)]).ok).toBe(true);
    expect(checkAttachments(0, [file('a.png', maxPostAttachmentBytes + 1)])).toEqual({
      ok: false,
      message: 'The file is larger than 100 MB',
    });
  });

  it('redraws post pictures at most 1400 high at 0.95', () => {
    expect(postPictureLimits).toEqual({ maxHeight: 1400, quality: 0.95 });
    expect(downscaledSize(2000, 2800, postPictureLimits.maxHeight)).toEqual({ width: 1000, height: 1400 });
    expect(downscaledSize(800, 600, postPictureLimits.maxHeight)).toEqual({ width: 800, height: 600 });
  });
});

describe('groupFormError (groups modal)', () => {
  it('checks the description before the name', () => {
    expect(groupFormError({ name: '', description: '' })).toBe('Description is required');
    expect(groupFormError({ name: ' ', description: 'Years 5 and 6' })).toBe('Name is required');
    expect(groupFormError({ name: 'Upper', description: 'Years 5 and 6' })).toBeNull();
  });

  it('refuses a name over 20 and a description over 80 characters', () => {
    expect(groupFormError({ name: 'n'.repeat(20), description: 'd'.repeat(80) })).toBeNull();
    expect(groupFormError({ name: 'n'.repeat(21), description: 'Years 5 and 6' })).not.toBeNull();
    expect(groupFormError({ name: 'Upper', description: 'd'.repeat(81) })).not.toBeNull();
  });
});

describe('postPayload and postFormOf', () => {
  it('sends plain quotes, the event date and poll answers in extras, and template fields only for templates', () => {
    const payload = postPayload(
      form({
        type: 'POLL',
        title: 'Walk \u2018today\u2019?',
        message: 'It\u2019s sunny',
        answers: [' Yes ', 'No'],
        isEvent: false,
        date: '2026-12-01',
      }),
    );
    expect(payload).toMatchObject({
      title: "Walk 'today'?",
      message: "It's sunny",
      answers: ['Yes', 'No'],
      date: '',
      isTemplate: false,
    });
    expect(JSON.parse(payload.extras)).toEqual({ useSchoolFrontImage: false, answers: ['Yes', 'No'] });
    expect(payload).not.toHaveProperty('template_title');
    const template = postPayload(
      form({
        message: 'x',
        isEvent: true,
        date: '2026-12-01',
        saveAsTemplate: true,
        template_title: ' Fair ',
        template_type: 2,
      }),
      7,
    );
    expect(template).toMatchObject({
      id: 7,
      date: '2026-12-01',
      answers: [],
      isTemplate: true,
      template_title: 'Fair',
      template_type: 2,
    });
  });

  it('reads a stored post back into the form, keeping defaults for what is missing', () => {
    expect(
      postFormOf({
        type: 'POLL',
        category: 'poll',
        title: 'Q',
        answers: ['A', 'B', 'C'],
        allow_comments: 0,
        template_type: '3',
      }),
    ).toMatchObject({
      type: 'POLL',
      category: 'poll',
      answers: ['A', 'B', 'C'],
      allow_comments: false,
      important: false,
      template_type: 3,
    });
    expect(postFormOf({ message: 'Hi', date: '2026-12-01', category: 'nonsense' })).toMatchObject({
      isEvent: true,
      category: 'general',
      answers: ['', ''],
    });
  });
});

describe('postFormOfCard', () => {
  it('reads a poll card and an event card back into the form', () => {
    const base = { important: true, allow_comments: false, images: ['a.jpg'], pdfs: ['b.pdf'] };
    expect(
      postFormOfCard({
        ...base,
        type: 'POLL',
        category: 'poll',
        title: 'Q',
        extras: [{ answers: [{ text: 'Yes' }, { text: 'No' }] }],
      }),
    ).toMatchObject({
      type: 'POLL',
      answers: ['Yes', 'No'],
      important: true,
      allow_comments: false,
      images: ['a.jpg', 'b.pdf'],
    });
    expect(
      postFormOfCard({
        ...base,
        type: 'EVENT',
        category: 'sports',
        title: 'Sports day',
        message: '<p>x</p>',
        extras: [{ date: '2026-07-10' }],
      }),
    ).toMatchObject({ type: 'NOTICE', isEvent: true, date: '2026-07-10', category: 'sports' });
  });

  it('brings back every field of the post: its audience, notification and front image too', () => {
    const card = noticeCardSchema.parse({
      id: 5001,
      user_id: 4,
      user_type: 1,
      type: 'EVENT',
      category: 'general',
      title: 'Parents evening',
      message: '<p>Book a slot</p>',
      images: 'a.jpg,b.pdf',
      important: 1,
      allow_comments: 0,
      created_timestamp: '2026-11-24 10:00:00',
      extras: JSON.stringify({ date: '2026-12-03', useSchoolFrontImage: true }),
      school_years: [2, 3, 5],
      group: null,
      staffOnly: 0,
      schools: [101],
      transport_modes: ['Walking', 'Car'],
      sendNotification: 1,
    });
    expect(postFormOfCard(card)).toEqual({
      ...emptyPostForm,
      category: 'general',
      title: 'Parents evening',
      message: '<p>Book a slot</p>',
      isEvent: true,
      date: '2026-12-03',
      important: true,
      allow_comments: false,
      sendNotification: true,
      useSchoolFrontImage: true,
      school_years: [2, 3, 5],
      schools: [101],
      transport_modes: ['Walking', 'Car'],
      images: ['a.jpg', 'b.pdf'],
    });
    expect(postFormOfCard({ ...card, school_years: [], group: 4, staffOnly: true })).toMatchObject({
      school_years: [],
      group: 4,
      staffOnly: true,
    });
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
