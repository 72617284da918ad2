import type { Meta, StoryObj } from '@storybook/react-vite';
import { noticeCardSchema } from '@stride/domain';
import {
  FeedbackTable,
  HomeAlerts,
  Inbox,
  NoticeCard,
  NoticeTemplatesTable,
  TravelDirectory,
} from '@stride/ui';
import { expect, fn, within } from 'storybook/test';
import { liveVectors, resetXssFlag, settle, unsafeMarkupRuns, xssPayloads, xssRan } from './xss-corpus';

/**
 * Hostile input: every payload of the corpus goes through each place that shows server
 * HTML or user text. The control proves that unsanitised markup runs in this page; after each
 * surface has rendered (and its accordions are opened), the flag proves no payload ran, and no
 * handler or script URL is left for a click or hover to run later.
 */
const meta = {
  title: 'Hardening/XSS corpus',
  tags: ['no-visual'],
  // Hostile markup is inaccessible by design (images without alt, unlabelled fields); the
  // components' own stories carry the accessibility checks.
  parameters: { a11y: { test: 'off' } },
  beforeEach: () => resetXssFlag(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const now = new Date(2026, 5, 15, 12, 0, 0);

/** The control, the flag and the DOM, after the surface had time to run anything. */
async function expectNothingRan(root: HTMLElement) {
  await settle();
  await expect(xssRan()).toBe(false);
  await expect(liveVectors(root)).toEqual([]);
  await expect(await unsafeMarkupRuns()).toBe(true);
}

const author = (first_name: string) => ({
  first_name,
  last_name: 'Parent',
  salutation: null,
  staff_type: null,
  profile_photo_url: null,
});
const hostileCard = (payload: string, index: number) =>
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

export const InboxMessages: Story = {
  render: () => (
    <Inbox
      now={now}
      onRead={fn()}
      messages={xssPayloads.map((payload, index) => ({
        id: index + 1,
        subject: payload,
        content: payload,
        is_read: 0,
        created_at: '2026-06-14 12:00:00',
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const inbox = within(canvasElement).getByRole('region', { name: 'Inbox' });
    // Each message's HTML shows only when it is opened: open every one.
    for (const header of within(inbox).getAllByRole('button')) header.click();
    await expect(within(inbox).getAllByText(xssPayloads[0]!).length).toBeGreaterThan(0);
    await expectNothingRan(canvasElement);
  },
};

export const NoticeCardsAndComments: Story = {
  render: () => (
    <div>
      {xssPayloads.map((payload, index) => (
        <NoticeCard
          key={payload}
          card={hostileCard(payload, index)}
          viewerId={1}
          now={now}
          showAllComments
          onComment={fn(async () => {})}
          onMessage={fn()}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(xssPayloads.length);
    // Titles and comments are text: the payload shows as written.
    await expect(
      within(canvasElement).getAllByRole('heading', { name: xssPayloads[0]! }).length,
    ).toBeGreaterThan(0);
    await expectNothingRan(canvasElement);
  },
};

export const TemplatePreviews: Story = {
  render: () => (
    <div>
      {xssPayloads.map((payload, index) => (
        <NoticeCard key={payload} card={hostileCard(payload, index)} viewerId={1} now={now} preview />
      ))}
      <NoticeTemplatesTable
        templates={xssPayloads.map((payload, index) => ({
          id: index + 1,
          template_title: payload,
          category: payload,
          template_type: 1,
          created_at: '2026-01-10 09:10:00',
          updated_at: null,
        }))}
        onEdit={fn()}
        onDelete={fn(async () => {})}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Notice templates' })).toBeVisible();
    await expectNothingRan(canvasElement);
  },
};

export const AdminAlerts: Story = {
  render: () => (
    <HomeAlerts
      alerts={xssPayloads.map((payload, index) => ({
        id: index + 1,
        title: payload,
        message: payload,
        type: 'info' as const,
      }))}
      onDismiss={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(xssPayloads[2]!).length).toBeGreaterThan(0);
    await expectNothingRan(canvasElement);
  },
};

export const TravelDirectoryText: Story = {
  render: () => (
    <TravelDirectory
      onAdd={fn()}
      onEdit={fn()}
      onDelete={fn(async () => {})}
      categories={[
        {
          id: 1,
          category: xssPayloads[0]!,
          order: 1,
          color: null,
          modal_type: null,
          modal_explanation: xssPayloads[1]!,
          modalIntroText: xssPayloads[2]!,
          blocks: xssPayloads.map((payload, index) => ({
            id: index + 1,
            section_id: 1,
            text: payload,
            link: payload,
            linkLabel: payload,
            image: null,
            parentOnly: false,
            staffOnly: false,
            my_item: index % 2 === 0,
            council_id: null,
            school_id: null,
            buttonRoute: payload,
            buttonLabel: payload,
          })),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(xssPayloads[3]!).length).toBeGreaterThan(0);
    await expectNothingRan(canvasElement);
  },
};

export const FeedbackMessages: Story = {
  render: () => (
    <FeedbackTable
      onStatusChange={fn()}
      feedback={xssPayloads.map((payload, index) => ({
        id: index + 1,
        category: payload,
        message: payload,
        user_id: index,
        email: payload,
        school: payload,
        created_at: '2026-11-19 08:05:00',
        status: 'OPEN' as const,
        automation_type: payload,
        when_to_launch: payload,
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Feedback' })).toBeVisible();
    await expectNothingRan(canvasElement);
  },
};
