import { describe, expect, it } from 'vitest';
import {
  canAddAnswer,
  canRemoveAnswer,
  emptyPostForm,
  plainQuotes,
  postFormMessages,
  postFormSchema,
  postFormSchemaFor,
  templateTypeLabel,
  type PostForm,
} from './post-form';
import { form } from './post-form-fixtures';

/** The fields that fail, in the schema's order; empty when the post may be sent. */
const postFormErrors = (post: PostForm) =>
  postFormSchema.safeParse(post).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('post defaults (docs/product/notices.md)', () => {
  // Rules: notices.post.option-defaults
  it('starts not important, with comments allowed', () => {
    expect(emptyPostForm).toMatchObject({
      important: false,
      allow_comments: true,
      sendNotification: false,
      useSchoolFrontImage: false,
      staffOnly: false,
      type: 'NOTICE',
      answers: ['', ''],
    });
  });
});

describe('postFormSchema (docs/product/notices.md)', () => {
  // Rules: notices.post.message-required, notices.post.required-message
  it('needs a message unless the post is a poll, with the one spec message', () => {
    expect(postFormErrors(form({ message: '<p> </p>' }))).toEqual(['message']);
    expect(postFormSchema.safeParse(form({})).error?.issues[0]?.message).toBe(
      'Please fill in all required fields',
    );
    expect(postFormErrors(form({ message: '<p>Hi</p>' }))).toEqual([]);
  });

  // Rules: notices.limits.event-title, notices.post.event-title-date
  it('needs an event title of at least 4 characters and a date', () => {
    expect(postFormErrors(form({ message: 'x', isEvent: true, title: 'Fun', date: '' }))).toEqual([
      'title',
      'date',
    ]);
    expect(postFormErrors(form({ message: 'x', isEvent: true, title: 'Fair', date: '2026-12-01' }))).toEqual(
      [],
    );
  });

  // Rules: notices.limits.poll, notices.post.poll-limits
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

  // Rules: notices.limits.template-title, notices.post.template-title
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

  // Rules: notices.limits.poll, notices.post.answers-two-to-six
  it('adds answers up to 6 and removes them only above 2', () => {
    expect(canAddAnswer(['a', 'b', 'c', 'd', 'e'])).toBe(true);
    expect(canAddAnswer(['a', 'b', 'c', 'd', 'e', 'f'])).toBe(false);
    expect(canRemoveAnswer(['a', 'b'])).toBe(false);
    expect(canRemoveAnswer(['a', 'b', 'c'])).toBe(true);
  });

  // Rules: notices.post.uploading-asks
  it('keeps the upload confirmation wording', () => {
    expect(postFormMessages.uploading).toBe('Images are being uploaded. Are you sure you want to continue ?');
  });

  // Rules: notices.post.schools-required
  it('needs a school from a sender who picks schools, and asks none of a school admin', () => {
    const post = form({ message: '<p>Walk to school week</p>' });
    const picking = postFormSchemaFor({ picksSchools: true });
    expect(picking.safeParse(post).error?.issues).toEqual([
      expect.objectContaining({ path: ['schools'], message: 'Please select at least one school' }),
    ]);
    expect(picking.safeParse({ ...post, schools: [201] }).success).toBe(true);
    expect(picking.safeParse({ ...post, schools: ['ALL'] }).success).toBe(true);
    expect(postFormSchemaFor({ picksSchools: false }).safeParse(post).success).toBe(true);
  });
});

// Rules: notices.post.plain-quotes
describe('plainQuotes', () => {
  it('replaces smart quotes with plain ones', () => {
    expect(plainQuotes('It\u2019s \u2018fine\u2019, \u201Creally\u201D')).toBe("It's 'fine', \"really\"");
  });
});
