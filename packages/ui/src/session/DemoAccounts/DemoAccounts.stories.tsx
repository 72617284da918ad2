import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DemoAccounts } from './DemoAccounts';

const meta = {
  title: 'Components/DemoAccounts',
  component: DemoAccounts,
  args: {
    password: 'stride-demo',
    onPick: fn(),
    accounts: [
      { email: 'super@demo.test', description: 'Super admin' },
      { email: 'council@demo.test', description: 'Council admin of one council' },
      { email: 'parent@demo.test', description: 'A parent with no admin roles' },
    ],
  },
} satisfies Meta<typeof DemoAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('stride-demo')).toBeVisible();
    // Without a way to reset (a real backend), there is no Reset button.
    await expect(canvas.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Use council@demo.test' }));
    await expect(args.onPick).toHaveBeenCalledWith({
      email: 'council@demo.test',
      description: 'Council admin of one council',
    });
  },
};

/** The demo keeps what was changed across reloads; Reset demo data asks first, then forgets it. */
export const ResetDemoData: Story = {
  args: { onResetData: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/kept in this browser until you reset it/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo data' }));
    const question = await screen.findByRole('alertdialog', { name: 'Reset demo data?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await expect(args.onResetData).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo data' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Reset demo data?' })).getByRole('button', {
        name: 'Reset',
      }),
    );
    await expect(args.onResetData).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
