import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { historyFixture } from '../../people/ProfileModal/profile-fixtures';
import { ActionsHistoryTable } from './ActionsHistoryTable';
import { pressRetryAfter } from '../../storybook/retry-story';

const meta = {
  title: 'Components/ActionsHistoryTable',
  tags: ['autodocs'],
  component: ActionsHistoryTable,
  args: { actions: historyFixture, onRetry: fn() },
} satisfies Meta<typeof ActionsHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: people.profile.history-columns
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const header of ['Category', 'Action', 'User', 'Child', 'School', 'Date'])
      await expect(canvas.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
    // Newest first.
    await expect(canvas.getByRole('columnheader', { name: /^Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const [first] = canvas.getAllByRole('row').slice(1);
    await expect(within(first).getByRole('cell', { name: 'Reset Password' })).toBeVisible();
  },
};

/**
 * Typing in the Action filter narrows the list to the matching actions (a test: the Default story stays
 * untouched).
 */
export const FilterByAction: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Action' }), 'TERM');
    await expect(await canvas.findByRole('cell', { name: 'New Term' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No actions yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const LoadFailed: Story = {
  args: { error: 'Error occured' },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
