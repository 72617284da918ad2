import { describe, expect, it } from 'vitest';
import {
  adminMessageBodyOf,
  adminMessageFormSchema,
  adminMessageProblems,
  emptyAdminMessage,
  sentAdminMessageSchema,
} from './admin-message-form';

describe('adminMessageProblems (docs/product/admin-messages.md)', () => {
  // Rules: admin-messages.form.content-required, admin-messages.form.school-required
  it('wants content and at least one school, in the spec words', () => {
    expect(adminMessageProblems(emptyAdminMessage)).toEqual({
      schools: 'Please select at least one school',
      content: 'Content is missing',
    });
  });
  it('counts an editor with only empty paragraphs as no content', () => {
    expect(adminMessageProblems({ schools: [101], subject: '', content: '<p></p><p> </p>' })).toEqual({
      content: 'Content is missing',
    });
    expect(adminMessageProblems({ schools: ['council_3'], subject: '', content: '<p>Hello</p>' })).toEqual(
      {},
    );
  });
});

describe('adminMessageFormSchema (docs/product/admin-messages.md)', () => {
  it('marks each field that breaks a rule with its spec message and passes a filled draft', () => {
    const issues = adminMessageFormSchema.safeParse({ schools: [], subject: 'Draft', content: '<p> </p>' })
      .error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['schools', 'Please select at least one school'],
      ['content', 'Content is missing'],
    ]);
    const draft = { schools: [101, 'council_3' as const], subject: '', content: '<p>Hi</p>' };
    expect(adminMessageFormSchema.parse(draft)).toEqual(draft);
  });
});

describe('adminMessageBodyOf', () => {
  it('sends the picked schools and councils as school_id, the subject trimmed', () => {
    expect(
      adminMessageBodyOf({ schools: [101, 'council_3'], subject: ' Term dates ', content: '<p>Hi</p>' }),
    ).toEqual({ school_id: [101, 'council_3'], subject: 'Term dates', content: '<p>Hi</p>' });
  });
});

describe('sentAdminMessageSchema', () => {
  it('reads is_read sent as text and a missing council as nothing', () => {
    expect(
      sentAdminMessageSchema.parse({
        id: 1,
        school_id: 101,
        created_at: '2026-11-01 10:00:00',
        is_read: '1',
        subject: null,
        content: '<p>x</p>',
      }),
    ).toMatchObject({ is_read: 1, subject: '', council_id: null });
  });
});
