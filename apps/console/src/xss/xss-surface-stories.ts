import { noticeCardSchema } from '@stride/domain';
import { expect } from 'storybook/test';
import {
  clobbered,
  escapedServerHtml,
  hostileLinks,
  liveVectors,
  settle,
  unsafeMarkupRuns,
  widenedByServerHtml,
  xssPayloads,
  xssRan,
} from './xss-corpus';

/** What the XSS corpus stories share: their clock, their hostile records and their checks. */

export const now = new Date(2026, 5, 15, 12, 0, 0);

/** The control, the flag and the DOM, after the surface had time to run anything. */
export async function expectNothingRan(root: HTMLElement) {
  await settle();
  await expect(xssRan()).toBe(false);
  await expect(liveVectors(root)).toEqual([]);
  await expect(hostileLinks(root)).toEqual([]);
  await expect(await unsafeMarkupRuns()).toBe(true);
}

/**
 * Nothing ran, and the server HTML stayed in its boxes: no overlay, no tracking, no clobbering, and
 * nothing widened the page (layout.markup.never-widens).
 */
export async function expectServerHtmlContained(root: HTMLElement) {
  await expectNothingRan(root);
  await expect(escapedServerHtml(root)).toEqual([]);
  await expect(widenedByServerHtml(root)).toEqual([]);
  await expect(clobbered()).toBe(false);
}

/**
 * The whole corpus as one document, last payload first: the unclosed ones near the start of the
 * corpus swallow what follows them, so the layout and tracking payloads (at its end) come first.
 */
export const corpusHtml = [...xssPayloads].reverse().join('\n');

const author = (first_name: string) => ({
  first_name,
  last_name: 'Parent',
  salutation: null,
  staff_type: null,
  profile_photo_url: null,
});

/** A notice card whose every text (and its one comment) is `payload`. */
export const hostileCard = (payload: string, index: number) =>
  noticeCardSchema.parse({
    id: 700 + index,
    notice_user_id: 700 + index,
    user_id: 9001,
    user_type: 6,
    type: 'NOTICE',
    category: payload,
    status: 1,
    title: payload,
    message: payload,
    years_label: payload,
    images: '',
    total_likes: 0,
    total_comments: 1,
    allow_comments: 1,
    important: 0,
    created_timestamp: '2026-06-15 09:00:00',
    from_label: payload,
    extras: '',
    comments: [
      {
        id: 900 + index,
        comment: payload,
        likes: 0,
        created_timestamp: '2026-06-15 10:00:00',
        user_id: 501,
        author: author(payload),
      },
    ],
  });
