import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
    await userEvent.click(canvas.getByRole('button', { name: 'Use council@demo.test' }));
    await expect(args.onPick).toHaveBeenCalledWith({
      email: 'council@demo.test',
      description: 'Council admin of one council',
    });
  },
};
