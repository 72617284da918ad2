import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UpcomingSchedule } from './UpcomingSchedule';
import { pressRetryAfter } from '../../storybook/retry-story';

const meta = {
  title: 'Components/UpcomingSchedule',
  tags: ['autodocs'],
  component: UpcomingSchedule,
  args: {
    entries: [
      {
        from_date: '2026-06-22 10:00:00',
        school_ids: '',
        school_selection: 'WHITELIST',
        created_at: '2026-05-02 10:11:00',
      },
      {
        from_date: '2026-06-29 10:00:00',
        school_ids: '12,14',
        school_selection: 'BLACKLIST',
        created_at: '2026-05-02 10:11:00',
      },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof UpcomingSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Upcoming schedule' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-06-22 10:00', '2026-06-29 10:00']);
    await expect(within(table).getByRole('cell', { name: 'All' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: 'BLACKLIST' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Nothing scheduled')).toBeVisible(),
};

export const Loading: Story = {
  args: { entries: undefined },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the upcoming schedule'),
};

export const LoadFailed: Story = {
  args: { entries: undefined, error: 'The schedule could not be loaded.' },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
