import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoUnreadMessages, latency, serverError } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageModes, settled } from '../../storybook/console-stories';
import {
  emptyAnswer,
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Inbox',
  ...pageMeta,
  args: { path: '/members/admin_messages', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const messagesPath = '*/api/admin/administration/getAdminMessages';
const inboxLink = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
    name: /^Inbox/,
  });
type Pwned = Window & { __strideInboxPwned?: boolean };

/** The council admin's inbox: the showcase, pictured on a desktop and a phone. */
export const CouncilAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'COUNCIL_ADMIN' },
  // Waits for the messages, touches nothing.
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Inbox' }, settled);
    await waitFor(
      () => expect(within(region).getAllByRole('button', { name: /.+/ })).toHaveLength(12),
      settled,
    );
  },
};

/** What the council admin's inbox says, and the menu's unread count (a test, at a desktop's width). */
// Rules: inbox.list.accordion, inbox.message.new-tag, inbox.menu.unread-count, inbox.endpoint.messages
export const CouncilAdminSeesItsMessages: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const region = await canvas.findByRole('region', { name: 'Inbox' });
    await waitFor(() => expect(within(region).getAllByRole('button', { name: /.+/ })).toHaveLength(12));
    await expect(within(region).getAllByText('New')).toHaveLength(demoUnreadMessages);
    await waitFor(() =>
      expect(inboxLink(canvasElement)).toHaveAccessibleName(`Inbox ${demoUnreadMessages} unread`),
    );
  },
};

// Rules: inbox.read.on-open, inbox.message.content, inbox.menu.unread-count, inbox.endpoint.set-read, inbox.endpoint.unread-count
export const OpenDropsTheUnreadCount: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(inboxLink(canvasElement)).toHaveAccessibleName('Inbox 4 unread'), {
      timeout: 10_000,
    });
    const welcome = await canvas.findByRole('button', { name: /Welcome to the new Stride console/ });
    await userEvent.click(welcome);
    await expect(welcome).not.toHaveTextContent('New');
    // The badge takes the server's count once the server has marked the message read.
    await waitFor(() => expect(inboxLink(canvasElement)).toHaveAccessibleName('Inbox 3 unread'));
    await waitFor(() =>
      expect(
        demoDb.adminMessages.filter((message) => message.recipient_id === 1 && message.is_read === 0),
      ).toHaveLength(3),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(welcome).not.toHaveTextContent('New');
    await expect(canvas.getAllByText('New')).toHaveLength(3);
    await expect(await canvas.findByRole('link', { name: 'console guide' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

// Rules: inbox.read.failed
export const MarkReadFails: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...serverError('*/api/admin/administration/setAdminMessageAsRead/*')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = await canvas.findByRole(
      'button',
      { name: /Welcome to the new Stride console/ },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(inboxLink(canvasElement)).toHaveAccessibleName('Inbox 4 unread'));
    await userEvent.click(welcome);
    await expect(await screen.findByText('The message could not be marked as read.')).toBeVisible();
    // Both the tag and the badge come back: the server still counts it unread.
    await waitFor(() => expect(welcome).toHaveTextContent('New'));
    await expect(inboxLink(canvasElement)).toHaveAccessibleName('Inbox 4 unread');
  },
};

// Rules: inbox.message.sanitised, inbox.read.on-open
export const HostileMessageRunsNothing: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'ADMIN' },
  beforeEach: () => {
    delete (window as Pwned).__strideInboxPwned;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /Security notice/ }, { timeout: 10_000 }),
    );
    const region = await canvas.findByRole('region', { name: /Security notice/ });
    await expect(within(region).getByText('Please review your account settings.')).toBeVisible();
    await expect(region.querySelector('script, iframe')).toBeNull();
    await userEvent.click(within(region).getByText('Review now'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect((window as Pwned).__strideInboxPwned).toBeUndefined();
    // Opening it marked it read, and it stays read once the server has answered.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('button', { name: /Security notice/ })).queryByText('New'),
      ).not.toBeInTheDocument(),
    );
  },
};

// Rules: inbox.list.states
export const Loading: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'COUNCIL_ADMIN' },
  beforeEach: ({ msw }) => msw.use(...latency(60_000, messagesPath)),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Inbox' }, { timeout: 10_000 });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

/** The messages could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('COUNCIL_ADMIN', messagesPath);

/** No message yet. */
export const Empty: Story = emptyAnswer(
  'COUNCIL_ADMIN',
  messagesPath,
  { messages: [], unread: 0 },
  (canvas) => canvas.findByText('No messages', {}, settled),
);

const recovery: FaultRecovery = [
  'COUNCIL_ADMIN',
  messagesPath,
  (canvas) => waitFor(() => expect(canvas.getAllByText('New')).toHaveLength(demoUnreadMessages), settled),
];

// Rules: inbox.list.states
export const ServerErrorThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const NetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

// Rules: inbox.list.states
export const MalformedAnswer: Story = {
  ...malformedAnswer('COUNCIL_ADMIN', messagesPath, /The inbox could not be loaded/),
  tags: ['!dev', '!autodocs'],
};
