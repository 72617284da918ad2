import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from './Banner';

const meta = {
  title: 'Primitives/Banner',
  tags: ['autodocs'],
  component: Banner,
  parameters: { layout: 'fullscreen' },
  args: { children: 'Mobile support limited, please use desktop for best experience.', onDismiss: fn() },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Announcement' });
    await expect(banner).toHaveTextContent('Mobile support limited, please use desktop for best experience.');
    await expect(within(banner).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  },
};

export const Warning: Story = {
  args: { variant: 'warning', children: 'The travel survey closes on Friday.' },
};

export const Dismissible: Story = {
  args: { dismissible: true },
};

/** Dismiss hides the banner and calls onDismiss once (a test: the Dismissible story stays untouched). */
export const DismissHidesTheBanner: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Dismissible.args },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const DismissWithKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  args: { dismissible: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    dismissible: true,
    children:
      'Mobile support limited, please use desktop for best experience. Maps, the heatmap and the user tables need a wide screen; on a phone they are shown in a reduced form and some filters are hidden.',
  },
};
