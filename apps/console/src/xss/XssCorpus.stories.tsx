import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailTemplateEditor } from '@stride/ui/editor';
import {
  Button,
  FeedbackTable,
  HomeAlerts,
  IncreaseSignupsModal,
  Inbox,
  NoticeCard,
  NoticeTemplatesTable,
  SentAdminMessagesTable,
  TermsDialog,
  TravelDirectory,
} from '@stride/ui';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { resetXssFlag, xssPayloads } from './xss-corpus';
import {
  corpusHtml,
  expectNothingRan,
  expectServerHtmlContained,
  hostileCard,
  now,
} from './xss-surface-stories';

/**
 * Hostile input: every payload of the corpus goes through each place that shows server
 * HTML or user text. The control proves that unsanitised markup runs in this page; after each
 * surface has rendered (and its accordions are opened), the flag proves no payload ran, and no
 * handler or script URL is left for a click or hover to run later.
 */
const meta = {
  title: 'Hardening/XSS corpus',
  // Tests: what they check is text and markup (each payload shown as typed, nothing ran), asserted element
  // by element; the screens they end on are the showcases' with hostile words, nothing a reviewer judges.
  tags: ['no-visual', '!dev'],
  // Hostile markup is inaccessible by design (images without alt, unlabelled fields); the
  // components' own stories carry the accessibility checks.
  parameters: { a11y: { test: 'off' }, chromatic: { disableSnapshot: true } },
  beforeEach: () => resetXssFlag(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: layout.markup.never-widens
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
    await expectServerHtmlContained(canvasElement);
  },
};

// Rules: layout.markup.never-widens
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
    await expectServerHtmlContained(canvasElement);
  },
};

// Rules: layout.markup.never-widens
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
    await expectServerHtmlContained(canvasElement);
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

// Rules: layout.markup.never-widens
export const TermsText: Story = {
  render: () => <TermsDialog open terms={corpusHtml} onConfirm={fn(async () => {})} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms & conditions' });
    await expect(within(dialog).getByText('table pixel')).toBeVisible();
    await expectServerHtmlContained(dialog);
  },
};

// Rules: layout.markup.never-widens
export const SentAdminMessages: Story = {
  render: () => (
    <SentAdminMessagesTable
      messages={xssPayloads.map((payload, index) => ({
        id: index + 1,
        school_id: 1,
        council_id: null,
        created_at: '2026-11-19 08:05:00',
        is_read: 0,
        subject: payload,
        content: payload,
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Sent messages' })).toBeVisible();
    await expectServerHtmlContained(canvasElement);
  },
};

// Rules: layout.markup.never-widens
export const SignupTipAnswers: Story = {
  render: () => (
    <IncreaseSignupsModal
      trigger={<Button>Tips</Button>}
      tips={[{ question: 'How do parents sign up?', answer: corpusHtml }]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tips' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'How do parents sign up?' }));
    await expect(within(dialog).getByText('table pixel')).toBeVisible();
    await expectServerHtmlContained(dialog);
  },
};

/** A stored email template whose HTML is the corpus: the editor reads it, the preview shows it. */
// Rules: automations.templates.html-sanitised, layout.markup.never-widens
export const EmailTemplatePreview: Story = {
  render: () => (
    <EmailTemplateEditor
      template={{
        id: 1,
        title: 'Hostile template',
        subject: 'Hello',
        description: null,
        user_type: 'parents_staff',
        type: 'template',
        global: false,
        template: null,
        html: xssPayloads.map((payload) => `<p>${payload}</p>`).join(''),
        variables: [],
        header_id: null,
        footer_id: null,
      }}
      onSave={fn(async () => {})}
      onSendPreview={fn(async () => {})}
      onUploadImage={fn(async () => 'https://example.org/image.png')}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Subject' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Hello' });
    await expect(within(preview).getByRole('document', { name: 'Email preview' })).toBeVisible();
    await expectServerHtmlContained(preview);
  },
};
