import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PendingNoticesTable } from './PendingNoticesTable';

const notices = [
  {
    id: 101006,
    school: 'Camden Primary',
    message:
      '<p>PTA <strong>cake sale</strong> on Friday</p><script>window.__stridePendingPwned = true</script>',
  },
  { id: 101019, school: 'Camden Primary', message: '<p>Summer fair helpers needed</p>' },
];

const meta = {
  title: 'Components/PendingNoticesTable',
  component: PendingNoticesTable,
  args: { notices, onVerify: fn(async () => {}) },
} satisfies Meta<typeof PendingNoticesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Pending notices' });
    // The message is shown as text: no markup, no script.
    await expect(within(table).getByText('PTA cake sale on Friday')).toBeVisible();
    await expect(canvasElement.querySelector('script, strong')).toBeNull();
  },
};

export const VerifyNoNotifAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify notice 101006' }));
    await expect(args.onVerify).toHaveBeenLastCalledWith(notices[0], 1);
    await userEvent.click(canvas.getByRole('button', { name: 'No notif notice 101006' }));
    await expect(args.onVerify).toHaveBeenLastCalledWith(notices[0], 5);
    // Removing asks first: No leaves the notice, Yes removes it.
    const remove = canvas.getByRole('button', { name: 'Remove notice 101019' });
    await userEvent.click(remove);
    const question = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete ?' });
    await expect(question).toHaveTextContent('Summer fair helpers needed');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(2);
    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete ?' })).getByRole(
        'button',
        { name: 'Yes' },
      ),
    );
    await expect(args.onVerify).toHaveBeenLastCalledWith(notices[1], 0);
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No pending notices' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading pending notices');
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { notices: [], error: 'The server did not answer.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
