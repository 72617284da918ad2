import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ResetDemoData } from './ResetDemoData';

const meta = {
  title: 'Components/ResetDemoData',
  tags: ['autodocs'],
  component: ResetDemoData,
  args: { onReset: fn(async () => undefined) },
} satisfies Meta<typeof ResetDemoData>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = async () => within(await screen.findByRole('alertdialog', { name: 'Reset demo data?' }));

/** Reset asks first: Cancel keeps the demo's data, Reset forgets it. */
export const AsksFirst: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo data' }));
    await userEvent.click((await question()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onReset).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo data' }));
    await userEvent.click((await question()).getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The question, open: what goes and what stays. */
export const TheQuestion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset demo data' }));
    await expect(await question()).toBeTruthy();
    await expect(screen.getByText(/starts again from its first data/)).toBeVisible();
  },
};
