import { describe, expect, it } from 'vitest';
import {
  canSaveEmailTemplate,
  emailTemplatesMatching,
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
  it('saves only with user type, title and subject', () => {
    expect(canSaveEmailTemplate({ user_type: 'other', title: 'A', subject: 'B' })).toBe(true);
    expect(canSaveEmailTemplate({ user_type: '', title: 'A', subject: 'B' })).toBe(false);
    expect(canSaveEmailTemplate({ user_type: 'other', title: ' ', subject: 'B' })).toBe(false);
    expect(canSaveEmailTemplate({ user_type: 'other', title: 'A', subject: '' })).toBe(false);
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
