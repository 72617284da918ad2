import { describe, expect, it } from 'vitest';
import {
  emailTemplateFormMessages,
  emailTemplateFormSchema,
  emailTemplatesMatching,
  emptyEmailTemplateDraft,
  isPreviewAddress,
  variablesIn,
} from './email-template';

const templates = [
  {
    id: 1,
    title: 'Weekly tips',
    subject: 'Your walking week',
    description: 'Sent on Mondays',
    type: 'template' as const,
  },
  {
    id: 2,
    title: 'Stride header',
    subject: null,
    description: 'Logo and school name',
    type: 'header' as const,
  },
  { id: 3, title: 'Legal footer', subject: null, description: 'Unsubscribe link', type: 'footer' as const },
];

describe('email templates list', () => {
  it('searches title, description and subject, ignoring case', () => {
    expect(emailTemplatesMatching(templates, 'WALKING', 'all').map((t) => t.id)).toEqual([1]);
    expect(emailTemplatesMatching(templates, 'school name', 'all').map((t) => t.id)).toEqual([2]);
    expect(emailTemplatesMatching(templates, 'tips', 'all').map((t) => t.id)).toEqual([1]);
    expect(emailTemplatesMatching(templates, '  ', 'all')).toHaveLength(3);
  });
  it('filters by type', () => {
    expect(emailTemplatesMatching(templates, '', 'footer').map((t) => t.id)).toEqual([3]);
    expect(emailTemplatesMatching(templates, 'link', 'header')).toEqual([]);
  });
});

describe('email template editor rules', () => {
  const messagesOf = (draft: Partial<typeof emptyEmailTemplateDraft>) => {
    const result = emailTemplateFormSchema.safeParse({ ...emptyEmailTemplateDraft, ...draft });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };
  const filled = { user_type: 'other' as const, title: 'Frost warning', subject: 'Icy paths' };
  it('saves only with user type, title and subject, each with its message', () => {
    expect(messagesOf(filled)).toEqual({});
    expect(messagesOf({})).toEqual({
      user_type: emailTemplateFormMessages.userType,
      title: emailTemplateFormMessages.title,
      subject: emailTemplateFormMessages.subject,
    });
    expect(messagesOf({ ...filled, title: '   ' })).toEqual({ title: 'Please input Title' });
    expect(messagesOf({ ...filled, subject: '' })).toEqual({ subject: 'Please input Subject' });
    expect(messagesOf({ ...filled, user_type: '' })).toEqual({ user_type: 'Please select User type' });
  });
  it('saves the title and subject trimmed and keeps the other fields', () => {
    expect(
      emailTemplateFormSchema.parse({
        ...emptyEmailTemplateDraft,
        ...filled,
        title: ' Frost warning ',
        description: ' as typed ',
        header_id: 209,
      }),
    ).toEqual({ ...emptyEmailTemplateDraft, ...filled, description: ' as typed ', header_id: 209 });
  });
  it("sends a preview only to an address with '@' and '.'", () => {
    expect(isPreviewAddress('test@demo.test')).toBe(true);
    expect(isPreviewAddress('test@demo')).toBe(false);
    expect(isPreviewAddress('demo.test')).toBe(false);
  });
  it('lists the placeholders a document uses once each', () => {
    expect(variablesIn('<p>Hi {{first_name}}, {{ school_name }} and {{first_name}}</p>')).toEqual([
      'first_name',
      'school_name',
    ]);
  });
});
