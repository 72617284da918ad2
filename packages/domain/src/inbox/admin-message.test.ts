import { describe, expect, it } from 'vitest';
import {
  adminMessageSchema,
  isUnread,
  messagePreview,
  plainTextOf,
  previewLength,
  timeAgo,
} from './admin-message';

describe('messagePreview (50-character plain-text preview)', () => {
  it('keeps short text whole', () => {
    expect(messagePreview('<p>Hello <strong>there</strong></p>')).toBe('Hello there');
  });

  // Rules: inbox.message.preview
  it('cuts long text at 50 characters and marks the cut', () => {
    const text = 'a'.repeat(80);
    const preview = messagePreview(`<p>${text}</p>`);
    expect(preview).toBe(`${'a'.repeat(previewLength)}…`);
    expect(preview.replace('…', '')).toHaveLength(50);
  });

  // Rules: inbox.message.preview
  it('joins inline tags to their text and separates blocks', () => {
    expect(
      plainTextOf(
        '<p>Monday to <em>Friday</em>. Then <strong>rest</strong>:</p><ul><li>one</li><li>two</li></ul>',
      ),
    ).toBe('Monday to Friday. Then rest: one two');
  });

  // Rules: inbox.message.preview
  it('drops tags, scripts and styles and decodes entities', () => {
    expect(
      plainTextOf(
        '<script>alert(1)</script><style>p{}</style><p>Fish &amp; chips&nbsp;&lt;3</p><img src=x onerror="x()">',
      ),
    ).toBe('Fish & chips <3');
  });
});

describe('adminMessageSchema', () => {
  // Rules: inbox.message.new-tag, inbox.admin-message.fields
  it('reads is_read 0 as unread, also when sent as a string', () => {
    const message = adminMessageSchema.parse({
      id: 1,
      subject: 's',
      content: '<p>c</p>',
      is_read: '0',
      created_at: '2026-11-01 10:00:00',
    });
    expect(isUnread(message)).toBe(true);
    expect(isUnread({ is_read: 1 })).toBe(false);
  });
});

describe('timeAgo', () => {
  const now = new Date(2026, 5, 15, 12, 0, 0);
  // Rules: inbox.message.time-ago
  it('says how long ago a server time was', () => {
    expect(timeAgo('2026-06-15 10:00:00', now)).toBe('about 2 hours ago');
    expect(timeAgo('2026-06-10 12:00:00', now)).toBe('5 days ago');
    expect(timeAgo('2026-06-15 11:59', now)).toBe('1 minute ago');
  });
  // A time a little after now (a comment the server stamped after the board last read the clock, or a
  // server clock a little ahead) reads as just now, never as a time to come.
  // Rules: notices.card.time-never-future
  it('never says a time is in the future', () => {
    expect(timeAgo('2026-06-15 12:01:00', now)).toBe('less than a minute ago');
    expect(timeAgo('2026-06-15 12:00:20', now)).toBe('less than a minute ago');
    expect(timeAgo('2026-06-15 14:00:00', now)).toBe('less than a minute ago');
  });
  // Rules: inbox.message.time-ago
  it('shows a time it cannot read as given', () => {
    expect(timeAgo('yesterday', now)).toBe('yesterday');
  });
});
