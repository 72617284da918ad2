import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Feedback } from '@stride/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FeedbackTable } from './FeedbackTable';
import { pressRetryAfter } from '../../storybook/retry-story';

const row = (id: number, status: Feedback['status'], created_at: string, message: string): Feedback => ({
  id,
  category: id === 1 ? 'App' : 'Travel directory',
  message,
  user_id: 200 + id,
  email: `parent${id}@mail.test`,
  school: 'Hill Primary',
  created_at,
  status,
  automation_type: null,
  when_to_launch: null,
});

const feedback = [
  row(1, 'OPEN', '2026-11-19 08:05:00', 'The tracker stopped when my phone locked.'),
  row(2, 'IN_PROGRESS', '2026-11-20 09:30:00', 'Please add the canal cycle route.'),
  row(3, 'COMPLETED', '2026-11-18 17:45:00', 'Thank you for the walking bus map!'),
];

const meta = {
  title: 'Components/FeedbackTable',
  tags: ['autodocs'],
  component: FeedbackTable,
  args: { feedback, onStatusChange: fn(), onRetry: fn() },
} satisfies Meta<typeof FeedbackTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: feedback.list.columns
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Feedback' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Category'),
        expect.stringContaining('Message'),
        expect.stringContaining('User'),
        expect.stringContaining('Email'),
        expect.stringContaining('School'),
        expect.stringContaining('Created at'),
        expect.stringContaining('Status'),
      ]),
    );
    // Newest first.
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .filter((tr) => within(tr).queryByText(/@mail\.test$/));
    // Newest first; the time reads beside now (the stories' 24 Nov 2026), exact on hover and focus.
    await expect(within(rows[0]!).getByText('4 days ago')).toHaveAccessibleDescription('2026-11-20 09:30');
    await expect(within(table).getByRole('combobox', { name: 'Status of feedback 2' })).toHaveTextContent(
      'In progress',
    );
  },
};

// Rules: feedback.status.dropdown
export const ChangeStatus: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Status of feedback 1' }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Open',
      'In progress',
      'Completed',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Completed' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(feedback[0], 'COMPLETED');
  },
};

export const Empty: Story = {
  args: { feedback: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No feedback yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { feedback: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Feedback' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  args: { error: 'The feedback could not be loaded.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The feedback could not be loaded.')).toBeVisible();
  },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
