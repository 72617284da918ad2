import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inPageLink } from '../../navigation/in-page-link';
import { IconButton } from '../IconButton/IconButton';
import { Switch } from '../Switch/Switch';
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
    await document.fonts.ready;
    const before = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('status', { name: 'Working' })).toBeVisible();
    await expect(button.getBoundingClientRect().width).toBe(before);
  },
};

const variants = ['primary', 'secondary', 'danger', 'ghost'] as const;
const sizes = ['small', 'medium', 'large'] as const;
const UploadIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
  </svg>
);

/**
 * Every kind of button, all set working at once by one switch: each variant at each size, with an icon,
 * icon-only, and two whose caller changes the label while they work (shorter, longer).
 */
function EveryButtonWorking() {
  const [working, setWorking] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Switch label="Working" checked={working} onCheckedChange={setWorking} />
      {sizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          {variants.map((variant) => (
            <Button key={variant} variant={variant} size={size} loading={working}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button size={size} icon={<UploadIcon />} loading={working}>
            {`Upload ${size}`}
          </Button>
          {variants.map((variant) => (
            <IconButton
              key={variant}
              variant={variant}
              size={size}
              label={`Upload ${variant} ${size}`}
              icon={<UploadIcon />}
              loading={working}
            />
          ))}
        </div>
      ))}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button loading={working}>{working ? 'Saving' : 'Save changes'}</Button>
        <Button variant="secondary" loading={working}>
          {working ? 'Sending to 240 parents' : 'Send'}
        </Button>
      </div>
    </div>
  );
}

/**
 * Whatever the button (variant, size, icon, icon-only) and even when its label changes while it works,
 * a button that starts working keeps its width: nothing beside it moves. A test.
 */
export const EveryButtonKeepsItsWidth: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <EveryButtonWorking />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(sizes.length * (2 * variants.length + 1) + 2);
    // Widths are measured in the typeface the buttons are drawn in, not a fallback shown while it loads.
    await document.fonts.ready;
    const names = buttons.map((button) => button.textContent);
    const widths = () => buttons.map((button, at) => [names[at], button.getBoundingClientRect().width]);
    const idle = widths();
    const working = canvas.getByRole('switch', { name: 'Working' });
    await userEvent.click(working);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(widths()).toEqual(idle);
    // The changed labels name their buttons, unseen like every working button's label.
    await expect(canvas.getByRole('button', { name: 'Working Saving' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Working Sending to 240 parents' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Save changes/ })).toBeNull();
    // Done, each button shows its label again; and it keeps its width when it starts working again.
    await userEvent.click(working);
    await expect(canvas.getByRole('button', { name: 'Save changes' })).not.toHaveAttribute('aria-busy');
    await userEvent.click(working);
    await expect(widths()).toEqual(idle);
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
