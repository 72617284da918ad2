import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IntegrationSchoolsTable } from './IntegrationSchoolsTable';
import { integrationSchools } from './integrations.sample';
import { pressRetryAfter } from '../../storybook/retry-story';

const meta = {
  title: 'Components/IntegrationSchoolsTable',
  tags: ['autodocs'],
  component: IntegrationSchoolsTable,
  args: { schools: integrationSchools, onSync: fn(), onStats: fn(), onStaff: fn(), onRetry: fn() },
} satisfies Meta<typeof IntegrationSchoolsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'School integrations' }));
    await expect(table.getByText('Never')).toBeVisible();
    // Told from the stories' moment (2026-11-24 10:00), the exact time its description.
    await expect(table.getByText('5 days ago')).toHaveAccessibleDescription('2026-11-19 06:00');
  },
};

/** Sync, Stats and Staff hand their school over (a test: the Default story stays untouched). */
export const SyncStatsAndStaff: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { args, canvasElement } = context;
    const table = within(within(canvasElement).getByRole('table', { name: 'School integrations' }));
    await userEvent.click(table.getByRole('button', { name: 'Sync Hill Primary' }));
    await expect(args.onSync).toHaveBeenCalledWith(integrationSchools[0]);
    await userEvent.click(table.getByRole('button', { name: 'Stats of Brook Academy' }));
    await expect(args.onStats).toHaveBeenCalledWith(integrationSchools[1]);
    await userEvent.click(table.getByRole('button', { name: 'Staff of Hill Primary' }));
    await expect(args.onStaff).toHaveBeenCalledWith(integrationSchools[0]);
  },
};

/** Without a staff list to open, the rows have no Staff button. */
export const WithoutStaff: Story = {
  args: { onStaff: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Staff of/ })).not.toBeInTheDocument();
  },
};

export const Syncing: Story = {
  args: { syncingId: 101 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sync Hill Primary/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { schools: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No schools are linked yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'School integrations' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('button', { name: /^Sync/ })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { error: 'Server Error' },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
