import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AutomationJob } from '@stride/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AutomationJobs } from './AutomationJobs';
import { pressRetryAfter } from '../../storybook/retry-story';

const job = (
  name: string,
  status: AutomationJob['status'],
  error_message: string | null = null,
): AutomationJob => ({
  name,
  status,
  type: 'cron',
  automation_id: 1,
  from_date: '2026-06-14',
  organization_ids: '12,14',
  completed_organization_ids: status === 'COMPLETED' ? '12,14' : '12',
  error_message,
  created_at: '2026-06-14 10:00:00',
  updated_at: '2026-06-14 10:05:00',
});

const meta = {
  title: 'Components/AutomationJobs',
  tags: ['autodocs'],
  component: AutomationJobs,
  args: {
    jobs: [
      job('Weekly tips #1', 'COMPLETED'),
      job('Weekly tips #2', 'ERROR', 'Timed out after 600 s'),
      job('Daily queueing #3', 'IN_PROGRESS'),
      job('Invite MIS parents #4', 'PENDING'),
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof AutomationJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Automation jobs' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual([
      'Weekly tips #1',
      'Weekly tips #2',
      'Daily queueing #3',
      'Invite MIS parents #4',
    ]);
  },
};

/**
 * The Status filter offers every status; ERROR leaves the failed job and its error (a test: the Default story
 * stays untouched).
 */
// Rules: automations.modals.jobs-status-filter
export const FilterByStatus: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { canvasElement } = context;
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Status' }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'ALL',
      'PENDING',
      'IN_PROGRESS',
      'COMPLETED',
      'ERROR',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'ERROR' }));
    await expect(names(canvasElement)).toEqual(['Weekly tips #2']);
    await expect(within(canvasElement).getByText('Timed out after 600 s')).toBeVisible();
  },
};

export const NoneInAStatus: Story = {
  args: { jobs: [job('Weekly tips #1', 'COMPLETED')] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PENDING' }));
    await expect(within(canvasElement).getByText('No job is PENDING.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { jobs: undefined },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the automation jobs'),
};

export const LoadFailed: Story = {
  args: { jobs: undefined, error: 'The jobs could not be loaded.' },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};

/** With the queue form (storeJob): it checks what is missing, then hands over the automation and day and empties. */
export const QueueAJob: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    queue: { automations: [{ id: 4, name: 'Weekly travel tips' }], onQueue: fn(async () => true) },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Queue job' }));
    await expect(await canvas.findByText('Choose an automation')).toBeVisible();
    await expect(args.queue?.onQueue).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('combobox', { name: /Automation/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Weekly travel tips' }));
    await userEvent.type(canvas.getByLabelText(/From date/), '2026-12-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Queue job' }));
    await expect(args.queue?.onQueue).toHaveBeenCalledWith({ automation_id: '4', from_date: '2026-12-01' });
    await waitFor(() => expect(canvas.getByLabelText(/From date/)).toHaveValue(''));
  },
};
