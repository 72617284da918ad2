import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Role } from '@stride/domain';
import { handlers } from '@stride/mocks';
import { getResponse, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../storybook/ConsoleAt';
import { settled } from '../storybook/console-stories';
import { pageMeta } from '../storybook/page-stories';
import { bidiControlsShown, bidiSpoofs, bidiSpoofsTyped, phpJson } from './xss-corpus';

/**
 * Escaped bidi through the whole console: every answer of the demo backend is written as PHP writes it
 * (each bidi control as a `\u` escape, none in the raw body), and every text a page shows of it (subjects,
 * messages, titles, names, labels, school years) ends in a bidi spoof. The page shows each text as typed:
 * no explicit control reaches its text or its attributes (aria-labels, titles), wherever the text went.
 */
const meta = {
  title: 'Hardening/Escaped bidi in answers',
  ...pageMeta,
  // Tests: what they check is text and attributes (no bidi control reaches them), asserted element by
  // element; the pages they end on are the showcases' with spoofed words.
  tags: ['no-visual', '!dev'],
  parameters: { ...pageMeta.parameters, chromatic: { disableSnapshot: true } },
  beforeEach: (context) => {
    pageMeta.beforeEach(context);
    context.msw.use(spoofedAnswers);
  },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fields a page shows as text. */
const shownFields = new Set([
  'subject',
  'content',
  'message',
  'title',
  'text',
  'linkLabel',
  'category',
  'first_name',
  'last_name',
  'label',
  'year',
  'name',
]);

/** One spoof per text, the same every time: a text two answers share (a year's name) still matches. */
const spoofOf = (text: string) => bidiSpoofs[text.length % bidiSpoofs.length]!;

/** The answer with a spoof after every shown text. */
function spoofed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(spoofed);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      typeof entry === 'string' && entry !== '' && shownFields.has(key)
        ? `${entry} ${spoofOf(entry)}`
        : spoofed(entry),
    ]),
  );
}

/** Every GET answer of the demo backend, spoofed and written the way PHP writes JSON. */
const spoofedAnswers = http.get('*/api/*', async ({ request }) => {
  const answer = await getResponse(handlers, request);
  if (!answer?.headers.get('Content-Type')?.includes('json')) return answer;
  return new HttpResponse(phpJson(spoofed(await answer.json())), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
});

/**
 * The page at `path` as `role`: the parts `shown` finds show a spoof as typed, and no explicit control is
 * anywhere on the page.
 */
const pageShowsTyped = (
  role: Role,
  path: string,
  shown: (canvas: ReturnType<typeof within>) => Promise<HTMLElement[]>,
): Story => ({
  args: { path, role },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.body;
    const canvas = within(page);
    await waitFor(async () => {
      const texts = (await shown(canvas)).map((part) => part.textContent ?? '');
      await expect(texts.some((text) => bidiSpoofsTyped.some((typed) => text.includes(typed)))).toBe(true);
    }, settled);
    await expect(bidiControlsShown(page)).toEqual([]);
  },
});

// Rules: session.calls.bidi-escaped
export const InboxMessages: Story = pageShowsTyped(
  'SCHOOL_ADMIN',
  '/members/admin_messages',
  async (canvas) => {
    const inbox = await canvas.findByRole('region', { name: 'Inbox' });
    // A message's text shows when it is opened: open the first.
    const [first] = await within(inbox).findAllByRole('button', { expanded: false });
    if (first) await userEvent.click(first);
    return [inbox];
  },
);

// Rules: session.calls.bidi-escaped
export const NoticeMessages: Story = pageShowsTyped('SCHOOL_ADMIN', '/members/noticeboard', (canvas) =>
  canvas.findAllByRole('article'),
);

// Rules: session.calls.bidi-escaped
export const TravelDirectoryOptions: Story = pageShowsTyped(
  'SCHOOL_ADMIN',
  '/members/travel_features',
  (canvas) => canvas.findAllByRole('listitem'),
);

// Rules: session.calls.bidi-escaped
export const MetricsRowHeaders: Story = pageShowsTyped('SCHOOL_ADMIN', '/members/travel_habits', (canvas) =>
  canvas.findAllByRole('rowheader'),
);

// Rules: session.calls.bidi-escaped
export const SentAdminMessages: Story = pageShowsTyped(
  'SUPERADMIN',
  '/members/actions/send_admin_messages',
  async (canvas) => [await canvas.findByRole('table', { name: 'Sent messages' })],
);
