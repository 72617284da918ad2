import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdminMessage } from '@stride/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inbox } from './Inbox';
import { pressRetryAfter } from '../../storybook/retry-story';

const now = new Date(2026, 5, 15, 12, 0, 0);

const messages: AdminMessage[] = [
  {
    id: 1,
    subject: 'Welcome to the new Stride console',
    content:
      '<h2>Welcome!</h2><p>The console has a <strong>new home dashboard</strong> with your sign-up links, guides and achievements.</p><p>Read the <a href="https://stride.example/guides/console">console guide</a>.</p>',
    is_read: 0,
    created_at: '2026-06-15 10:00:00',
  },
  {
    id: 2,
    subject: 'Maintenance window on Saturday',
    content: '<p>The platform will be unavailable on <strong>Saturday between 06:00 and 08:00</strong>.</p>',
    is_read: 1,
    created_at: '2026-06-10 09:00:00',
  },
];

type Pwned = Window & { __strideInboxPwned?: boolean };

const hostile: AdminMessage = {
  id: 3,
  subject: 'Security notice',
  content:
    '<p>Please review your account settings.</p><script>window.__strideInboxPwned = true</script>' +
    '<img src="x" alt="" onerror="window.__strideInboxPwned = true">' +
    '<p><a href="javascript:window.__strideInboxPwned = true">Review now</a></p>' +
    '<iframe src="javascript:window.__strideInboxPwned = true"></iframe>' +
    '<svg><animate onbegin="window.__strideInboxPwned = true" attributeName="x" dur="1s"></animate></svg>',
  is_read: 0,
  created_at: '2026-06-14 12:00:00',
};

const meta = {
  title: 'Components/Inbox',
  tags: ['autodocs'],
  component: Inbox,
  args: { messages, now, onRead: fn() },
  // Marking read is the page's job: this wrapper plays it, as the console does, at once.
  render: function Render(args) {
    const [rows, setRows] = useState(args.messages);
    return (
      <Inbox
        {...args}
        messages={rows}
        onRead={(id) => {
          args.onRead(id);
          setRows((current) => current.map((row) => (row.id === id ? { ...row, is_read: 1 } : row)));
        }}
      />
    );
  },
} satisfies Meta<typeof Inbox>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: inbox.list.accordion, inbox.message.subject, inbox.message.new-tag, inbox.message.time-ago
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = canvas.getByRole('button', { name: /Welcome to the new Stride console/ });
    await expect(welcome).toHaveTextContent('New');
    await expect(welcome).toHaveTextContent('about 2 hours ago');
    await expect(canvas.getByRole('button', { name: /Maintenance window/ })).not.toHaveTextContent('New');
    await expect(canvas.getAllByText('New')).toHaveLength(1);
  },
};

// Rules: inbox.message.preview
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    // 50 characters of the text, tags gone, then an ellipsis.
    await expect(
      within(canvasElement).getByText('Welcome! The console has a new home dashboard with…'),
    ).toBeVisible();
  },
};

// Rules: inbox.read.on-open, inbox.message.content
export const OpenMarksRead: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const welcome = canvas.getByRole('button', { name: /Welcome to the new Stride console/ });
    await userEvent.click(welcome);
    await expect(welcome).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('new home dashboard').tagName).toBe('STRONG');
    await expect(args.onRead).toHaveBeenCalledWith(1);
    await expect(welcome).not.toHaveTextContent('New');
  },
};

// Rules: inbox.read.on-open, inbox.message.content
export const OpenReadMessage: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Maintenance window/ }));
    const region = await within(canvasElement).findByRole('region', { name: /Maintenance window/ });
    await expect(within(region).getByText('Saturday between 06:00 and 08:00')).toBeVisible();
    await expect(args.onRead).not.toHaveBeenCalled();
  },
};

// Rules: inbox.list.accordion
export const ByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /Welcome/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(within(canvasElement).getByRole('button', { name: /Maintenance window/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(args.onRead).not.toHaveBeenCalled();
  },
};

// Rules: inbox.message.sanitised
export const HostileContent: Story = {
  tags: ['!dev', '!autodocs'],
  args: { messages: [hostile] },
  beforeEach: () => {
    delete (window as Pwned).__strideInboxPwned;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Security notice/ }));
    await expect(await canvas.findByText('Please review your account settings.')).toBeVisible();
    const region = canvas.getByRole('region', { name: /Security notice/ });
    await expect(region.querySelector('script, iframe, animate')).toBeNull();
    await expect(region.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    const link = within(region).getByText('Review now');
    await expect(link.getAttribute('href')).toBeNull();
    await userEvent.click(link);
    // Give any handler that slipped through the time to run, then check nothing did.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect((window as Pwned).__strideInboxPwned).toBeUndefined());
  },
};

// Rules: inbox.list.states
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No messages' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { messages: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Inbox' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading messages');
  },
};

// Rules: inbox.list.states
export const LoadFailed: Story = {
  args: { messages: [], error: 'The server did not answer.', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The inbox could not be loaded');
  },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
