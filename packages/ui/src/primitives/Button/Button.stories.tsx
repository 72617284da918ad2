import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inPageLink } from '../../navigation/in-page-link';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Primitives/Button',
  tags: ['autodocs'],
  argTypes: {
    // A native prop whose default is not the native one: a Button submits a form only when asked.
    type: {
      control: 'inline-radio',
      options: ['button', 'submit', 'reset'],
      description: 'The native button type; `submit` only for the button that sends a form.',
    },
  },
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A click calls onClick once (a test: the Default story stays untouched). */
export const ClickCallsOnClick: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
  },
};

/** A click on a disabled button does not call onClick (a test: the Disabled story stays untouched). */
export const DisabledIgnoresClicks: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Disabled.args },
  play: async (context) => {
    await Disabled.play?.(context);
    const button = within(context.canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(context.args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Save/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A click on a working button does not call onClick (a test: the Loading story stays untouched). */
export const LoadingIgnoresClicks: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Loading.args },
  play: async (context) => {
    await Loading.play?.(context);
    const button = within(context.canvasElement).getByRole('button', { name: /Save/ });
    await userEvent.click(button);
    await expect(context.args.onClick).not.toHaveBeenCalled();
  },
};

function SyncButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button variant="secondary" size="small" loading={busy} onClick={() => setBusy(true)}>
      Sync
    </Button>
  );
}

/** A button that starts working keeps its width: the spinner takes the label's place, nothing beside it moves. */
export const LoadingKeepsItsWidth: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <SyncButton />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sync' });
    const before = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('status', { name: 'Working' })).toBeVisible();
    await expect(button.getBoundingClientRect().width).toBe(before);
  },
};

export const KeyboardActivation: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

const opened = fn();

/** ButtonLink: a control that opens another page is a link (opens in a new tab, announced as a link). */
export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ButtonLink href="/members/automations/logs" variant="secondary" renderLink={inPageLink(opened)}>
        Automation logs
      </ButtonLink>
      <ButtonLink href="/members/automations" variant="ghost" renderLink={inPageLink(opened)}>
        Back to automations
      </ButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Automation logs' });
    await expect(link).toHaveAttribute('href', '/members/automations/logs');
  },
};

/** A click on a ButtonLink goes through renderLink (a test: the AsLink story stays untouched). */
export const LinkNavigatesInPage: Story = {
  tags: ['!dev', '!autodocs'],
  render: AsLink.render,
  play: async (context) => {
    await AsLink.play?.(context);
    const link = within(context.canvasElement).getByRole('link', { name: 'Automation logs' });
    await userEvent.click(link);
    await expect(opened).toHaveBeenCalledWith('/members/automations/logs');
  },
};
