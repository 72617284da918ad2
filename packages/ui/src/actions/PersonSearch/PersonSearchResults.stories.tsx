import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PersonSearchResults } from './PersonSearchResults';
import { pressRetryAfter } from '../../storybook/retry-story';

const rows = [
  {
    id: 5012,
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann.lee@example.test',
    verified: 1,
    created_at: '2025-09-03 08:12:00',
  },
  {
    id: 311,
    first_name: 'Tom',
    last_name: 'Lee',
    email: '',
    verified: null,
    created_at: '2025-09-03 08:15:00',
  },
];

const meta = {
  title: 'Components/PersonSearchResults',
  tags: ['autodocs'],
  component: PersonSearchResults,
  args: { rows, onOpen: fn() },
} satisfies Meta<typeof PersonSearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Search results' }));
    await expect(table.getByRole('row', { name: /5012 Ann Lee ann.lee@example.test Yes/ })).toBeVisible();
  },
};

/**
 * Each row's buttons open the parent or the student of that row (a test: the Default story stays untouched).
 */
export const OpenParentOrStudent: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Search results' }));
    await userEvent.click(table.getByRole('button', { name: 'Open parent Ann Lee' }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(rows[0], 'parent');
    await userEvent.click(table.getByRole('button', { name: 'Open student Tom Lee' }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(rows[1], 'student');
  },
};

export const NoMatch: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No users or students match the search' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching');
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const SearchFailed: Story = {
  args: { rows: [], error: 'The server did not answer.', onRetry: fn() },
};

/** Retry calls onRetry (a test: the SearchFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...SearchFailed.args },
  play: pressRetryAfter(SearchFailed),
};
