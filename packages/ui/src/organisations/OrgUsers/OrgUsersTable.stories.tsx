import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OrgUser } from '@stride/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OrgUsersTable } from './OrgUsersTable';
import { pressRetryAfter } from '../../storybook/retry-story';

const users: OrgUser[] = [
  { id: 4, user: { id: 4, email: 'ann@hill.test', first_name: 'Ann', last_name: 'Lee' }, role_id: 7 },
  { id: 5, user: { id: 5, email: 'bo@hill.test', first_name: 'Bo', last_name: 'Ray' }, role_id: 9 },
];

const meta = {
  title: 'Components/OrgUsersTable',
  tags: ['autodocs'],
  component: OrgUsersTable,
  args: { users, onEdit: fn(), onDelete: fn(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof OrgUsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Org users' });
    await expect(within(table).getByRole('row', { name: /Bo Ray/ })).toHaveTextContent('Org admin');
  },
};

/** Edit hands its user to onEdit (a test: the Default story stays untouched). */
export const EditCallsOnEdit: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Ann Lee' }));
    await expect(context.args.onEdit).toHaveBeenCalledWith(users[0]);
  },
};

export const DeleteAsksFirst: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Bo Ray' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Bo Ray?' });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Bo Ray' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(users[1]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No org users' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading org users');
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
