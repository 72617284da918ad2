import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EmailTemplatesTable } from './EmailTemplatesTable';
import { pressRetryAfter } from '../../storybook/retry-story';

const templates = [
  {
    id: 200,
    title: 'Weekly tips',
    subject: 'Your walking week',
    description: 'Sent every Monday',
    user_type: 'parents_staff',
    type: 'template' as const,
    updated_at: '2026-01-01 10:00:00',
  },
  {
    id: 209,
    title: 'Stride header',
    subject: '',
    description: 'Logo above every email',
    user_type: 'other',
    type: 'header' as const,
    updated_at: '2026-02-01 10:00:00',
  },
  {
    id: 211,
    title: 'Legal footer',
    subject: '',
    description: 'Unsubscribe link',
    user_type: 'other',
    type: 'footer' as const,
    updated_at: '2026-03-01 10:00:00',
  },
];

const meta = {
  title: 'Components/EmailTemplatesTable',
  tags: ['autodocs'],
  component: EmailTemplatesTable,
  args: { templates, onEdit: fn(), onDuplicate: fn(), onDelete: fn(async () => {}), onAdd: fn() },
} satisfies Meta<typeof EmailTemplatesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Email templates' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Email templates' });
    for (const column of ['Id', 'Title', 'Type', 'User type', 'Subject', 'Updated'])
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    await expect(titles(canvasElement)).toEqual(['Weekly tips', 'Stride header', 'Legal footer']);
    // User types read as words, as the editor names them, never as codes.
    await expect(within(table).getAllByRole('cell', { name: 'Parents and staff' }).length).toBeGreaterThan(0);
    await expect(within(table).queryByRole('cell', { name: 'parents_staff' })).toBeNull();
  },
};

// Rules: automations.email-templates.search
export const SearchTitleDescriptionAndSubject: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: /Search/ });
    await userEvent.type(search, 'walking');
    await expect(titles(canvasElement)).toEqual(['Weekly tips']);
    await userEvent.clear(search);
    await userEvent.type(search, 'unsubscribe');
    await expect(titles(canvasElement)).toEqual(['Legal footer']);
    await userEvent.type(search, ' nothing like this');
    await expect(within(canvasElement).getByRole('heading', { name: 'No email templates' })).toBeVisible();
  },
};

export const FilterByType: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Header' }));
    await expect(titles(canvasElement)).toEqual(['Stride header']);
  },
};

export const EditDuplicateAndAdd: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Weekly tips' }));
    await expect(args.onEdit).toHaveBeenCalledWith(templates[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate Legal footer' }));
    await expect(args.onDuplicate).toHaveBeenCalledWith(templates[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add new' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const DeleteAsksFirst: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Stride header' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete it?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(templates[1]));
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading email templates');
  },
};

export const Empty: Story = {
  args: { templates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No email templates' })).toBeVisible();
  },
};

/** The failure takes the table's place; the search, the type filter and Add new stay. */
export const LoadFailed: Story = {
  args: { templates: [], error: 'The server did not answer.', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await expect(canvas.getByRole('button', { name: 'Add new' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
