import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NoticeTemplatesTable } from './NoticeTemplatesTable';
import { pressRetryAfter } from '../../storybook/retry-story';

const templates = [
  {
    id: 1,
    template_title: 'Welcome back',
    category: 'travel',
    template_type: 1,
    created_at: '2026-01-10 09:10:00',
    updated_at: '2026-01-10 15:10:00',
  },
  {
    id: 2,
    template_title: 'Walk to School Week',
    category: 'general',
    template_type: 2,
    created_at: '2026-02-11 09:11:00',
    updated_at: '2026-02-11 15:11:00',
  },
  {
    id: 3,
    template_title: 'Clean Air Day',
    category: 'eco',
    template_type: 3,
    created_at: '2026-03-12 09:12:00',
    updated_at: '2026-03-12 15:12:00',
  },
];

const meta = {
  title: 'Components/NoticeTemplatesTable',
  tags: ['autodocs'],
  component: NoticeTemplatesTable,
  args: { templates, onEdit: fn(), onDelete: fn(async () => {}) },
} satisfies Meta<typeof NoticeTemplatesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Notice templates' });
    for (const column of ['Id', 'Template title', 'Category', 'Type', 'Created', 'Updated'])
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    await expect(row('Welcome back')).toHaveTextContent('Static');
    await expect(row('Walk to School Week')).toHaveTextContent('School level');
    await expect(row('Clean Air Day')).toHaveTextContent('User level');
  },
};

export const EditOpensTheTemplate: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Clean Air Day' }));
    await expect(args.onEdit).toHaveBeenCalledWith(templates[2]);
  },
};

export const DeleteAsksFirst: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Welcome back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete it?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(templates[0]));
  },
};

export const Empty: Story = {
  args: { templates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No notice templates' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading notice templates');
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { templates: [], error: 'The server did not answer.', onRetry: fn() },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
