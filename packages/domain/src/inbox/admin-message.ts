import { formatDistance, isValid, parse } from 'date-fns';
import { z } from 'zod';
import { numericSchema } from '../metrics/numeric';

/** An administration message in the inbox (docs/product/inbox.md). `is_read` 0 means unread; `content` is HTML. */
export const adminMessageSchema = z.object({
  id: z.number(),
  subject: z.string(),
  content: z.string(),
  is_read: numericSchema,
  created_at: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** `is_read` of a message not yet read, and of one that has been. */
export const unreadMessageFlag = 0;
export const readMessageFlag = 1;

export const isUnread = (message: Pick<AdminMessage, 'is_read'>) => message.is_read === unreadMessageFlag;

/** The inbox preview is 50 characters of plain text (docs/product/inbox.md). */
export const previewLength = 50;

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/**
 * The plain text of server HTML for the preview: script and style bodies dropped, block tags read
 * as a space and inline tags as nothing ('<em>Friday</em>.' reads 'Friday.'), common entities
 * decoded, whitespace collapsed. It is only ever rendered as text, never as HTML.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(
      /<\/?(p|div|br|hr|li|ul|ol|h[1-6]|table|thead|tbody|tr|td|th|blockquote|img|iframe|svg)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first 50 characters of the message's text; an ellipsis follows when the text is longer. */
export function messagePreview(html: string): string {
  const text = plainTextOf(html);
  return text.length > previewLength ? `${text.slice(0, previewLength).trimEnd()}…` : text;
}

/**
 * How long ago a message arrived ('3 hours ago'), from a server time 'yyyy-MM-dd HH:mm:ss' read in
 * the browser's time zone (ADR 0014: the server's zone is not shown). A time after `now` (a server
 * clock a little ahead, a comment stamped after the page read the clock) reads 'less than a minute
 * ago', never 'in …'. A time that cannot be read is shown as given.
 */
export function timeAgo(createdAt: string, now: Date): string {
  const date = parse(
    createdAt.slice(0, 19),
    createdAt.length > 16 ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd HH:mm',
    now,
  );
  if (!isValid(date)) return createdAt;
  // Never a time to come: a moment after now (clocks a little apart) is just now.
  return formatDistance(date > now ? now : date, now, { addSuffix: true });
}
