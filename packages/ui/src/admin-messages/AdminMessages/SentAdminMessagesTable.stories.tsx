import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SentAdminMessagesTable } from './SentAdminMessagesTable';
import { pressRetryAfter } from '../../storybook/retry-story';

const messages = [
  {
    id: 3,
    school_id: 108,
    council_id: null,
    created_at: '2026-06-10 09:30:00',
    is_read: 0,
    subject: 'Travel survey reminder',
    content:
      '<p>Please remind parents about the <strong>survey</strong>.</p><img src="x" alt="" onerror="window.__strideSentPwned = true"><script>window.__strideSentPwned = true</script>',
  },
  {
    id: 2,
    school_id: null,
    council_id: 3,
    created_at: '2026-06-01 14:00:00',
    is_read: 1,
    subject: 'Council meeting',
    content: '<p>The meeting moves to <em>Thursday</em>.</p>',
  },
];

const meta = {
  title: 'Components/SentAdminMessagesTable',
  tags: ['autodocs'],
  component: SentAdminMessagesTable,
  args: { messages },
} satisfies Meta<typeof SentAdminMessagesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every column; the content is sanitised HTML: markup kept, scripts and handlers gone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Sent messages' }));
    await expect(
      table.getByRole('row', { name: /3 108 5 months ago No Travel survey reminder/ }),
    ).toBeVisible();
    await expect(table.getByRole('row', { name: /2 3 5 months ago Yes Council meeting/ })).toBeVisible();
    // Each time reads beside now, its exact time on hover and focus (layout.dates).
    await expect(table.getAllByText('5 months ago')[0]).toHaveAccessibleDescription('2026-06-10 09:30');
    await expect(table.getByText('survey').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __strideSentPwned?: boolean }).__strideSentPwned).toBeUndefined();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No sent messages' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { messages: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading sent messages');
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { messages: [], error: 'The server did not answer.', onRetry: fn() },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
