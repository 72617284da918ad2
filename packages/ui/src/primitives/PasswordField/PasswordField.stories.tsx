import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  tags: ['autodocs'],
  argTypes: {
    // PasswordField takes TextField's props (label, hint, error…), which react-docgen does not list.
    size: {
      control: 'inline-radio',
      options: ['small', 'medium', 'large'],
      description: 'Height, padding and text size (as TextField).',
    },
  },
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password', onValueChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

// Password inputs have no ARIA role, so they are found by their label like a user would (the
// label's text includes the required asterisk when there is one).
const passwordInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Password\*?$/, { selector: 'input' });

export const Default: Story = {};

/** What is typed is hidden until Show password (a test: the Default story stays untouched). */
export const TypeThenShowPassword: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.type(input, 'stride-demo');
    await expect(input).toHaveValue('stride-demo');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('stride-demo');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(within(canvasElement).getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const KeyboardToggle: Story = {
  tags: ['!dev', '!autodocs'],
  args: { defaultValue: 'stride-demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    // Focus stays on the toggle, now renamed for what it will do next.
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};

export const WithLengthHint: Story = {
  args: { label: 'New password', autoComplete: 'new-password', showLengthHint: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New password', { selector: 'input' });
    await expect(input).toHaveAccessibleDescription('Minimum 8 characters');
  },
};

export const Invalid: Story = {
  args: { error: 'Incorrect login/password', defaultValue: 'wrong' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Incorrect login/password');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'stride-demo' },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PasswordField {...args} size="small" label="Password (small)" />
      <PasswordField {...args} size="medium" label="Password (medium)" />
      <PasswordField {...args} size="large" label="Password (large)" />
    </div>
  ),
};
