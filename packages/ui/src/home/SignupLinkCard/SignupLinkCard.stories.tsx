import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignupLinkCard } from './SignupLinkCard';

const meta = {
  title: 'Components/SignupLinkCard',
  tags: ['autodocs'],
  component: SignupLinkCard,
  args: {
    label: 'Parent sign-up link',
    url: 'https://app.stride.example/welcome/CAM101',
    copyText: fn(async () => {}),
  },
} satisfies Meta<typeof SignupLinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Parent sign-up link' })).toBeVisible();
  },
};

/** Copy hands the link to copyText and says it is copied (a test: the Default story stays untouched). */
// Rules: home.dashboard.copy-action, home.dashboard.copy-succeeded
export const CopyTheLink: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Parent sign-up link' }));
    await expect(context.args.copyText).toHaveBeenCalledWith('https://app.stride.example/welcome/CAM101');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Succesfully copied!');
  },
};

// Rules: home.dashboard.copy-failed
export const CopyFails: Story = {
  tags: ['!dev', '!autodocs'],
  args: { copyText: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Parent sign-up link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Failed to copy!');
  },
};

export const ByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  args: { label: 'Staff sign-up link', url: 'https://app.stride.example/welcome/STAFF-CAM101' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Copy Staff sign-up link' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.copyText).toHaveBeenCalledWith('https://app.stride.example/welcome/STAFF-CAM101');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Succesfully copied!');
  },
};
