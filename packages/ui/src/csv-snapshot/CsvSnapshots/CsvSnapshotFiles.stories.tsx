import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CsvSnapshotFiles } from './CsvSnapshotFiles';
import { pressRetryAfter } from '../../storybook/retry-story';

const files = [
  { csv_path: 'snapshots/feedback_2026-06-10.csv', created_at: '2026-06-10 07:00:00' },
  { csv_path: 'snapshots/schools_2026-06-01.csv', created_at: '2026-06-01 07:00:00' },
];

const meta = {
  title: 'Components/CsvSnapshotFiles',
  tags: ['autodocs'],
  component: CsvSnapshotFiles,
  args: { files, onGetLink: fn(async () => undefined) },
} satisfies Meta<typeof CsvSnapshotFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No file picked yet: Get download link waits for one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Get download link' })).toBeDisabled();
  },
};

/** Pick a file, then ask for its link (a test: the Default story stays untouched). */
export const GetALink: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Generated file' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'schools_2026-06-01.csv (2026-06-01 07:00)' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Get download link' }));
    await expect(context.args.onGetLink).toHaveBeenCalledWith(files[1]);
  },
};

export const WithLink: Story = {
  args: { link: { file: files[0]!, url: 'data:text/csv;charset=utf-8,id%2Ccategory%0D%0A' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download feedback_2026-06-10.csv' });
    await expect(link).toHaveAttribute('download', 'feedback_2026-06-10.csv');
  },
};

/** A URL that is not a download (javascript:) is never put in a link. */
export const HostileLinkRefused: Story = {
  tags: ['!dev', '!autodocs'],
  args: { link: { file: files[0]!, url: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const NoFiles: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No snapshots yet' })).toBeVisible();
  },
};

export const Loading: Story = { args: { files: [], loading: true } };

export const LoadFailed: Story = {
  args: { files: [], error: 'The server did not answer.', onRetry: fn() },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
