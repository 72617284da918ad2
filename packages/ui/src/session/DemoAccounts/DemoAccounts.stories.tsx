import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetDemoData } from '../ResetDemoData/ResetDemoData';
import { DemoAccounts } from './DemoAccounts';

const meta = {
  title: 'Components/DemoAccounts',
  tags: ['autodocs'],
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('stride-demo')).toBeVisible();
    // Without a way to reset (a real backend), there is no Reset button.
    await expect(canvas.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  },
};

/** Use hands its account to onPick (a test: the Default story stays untouched). */
export const PickAnAccount: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use council@demo.test' }));
    await expect(context.args.onPick).toHaveBeenCalledWith({
      email: 'council@demo.test',
      description: 'Council admin of one council',
    });
  },
};

/** The demo keeps what was changed across reloads, until its reset (the slot under the list). */
export const WithReset: Story = {
  tags: ['!dev', '!autodocs'],
  args: { reset: <ResetDemoData onReset={fn(async () => undefined)} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/kept in this browser until you reset it/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset demo data' })).toBeVisible();
  },
};
