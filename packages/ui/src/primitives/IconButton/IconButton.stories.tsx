import type { Meta, StoryObj } from '@storybook/react-vite';
import { Popover } from 'radix-ui';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const CloseIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

const TrashIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </svg>
);

const InfoIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </svg>
);

const meta = {
  title: 'Primitives/IconButton',
  tags: ['autodocs'],
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A click calls onClick once (a test: the Default story stays untouched). */
export const ClickCallsOnClick: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} variant="primary" label="Close (primary)" />
      <IconButton {...args} variant="secondary" label="Close (secondary)" />
      <IconButton {...args} variant="danger" label="Delete" icon={<TrashIcon />} />
      <IconButton {...args} variant="ghost" label="Close (ghost)" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-variant', 'danger');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <IconButton {...args} size="small" label="Close small" />
      <IconButton {...args} size="medium" label="Close medium" />
      <IconButton {...args} size="large" label="Close large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Close small' }).getBoundingClientRect();
    const large = canvas.getByRole('button', { name: 'Close large' }).getBoundingClientRect();
    // Square at every size, and the sizes differ.
    await expect(small.width).toBeCloseTo(small.height, 0);
    await expect(large.width).toBeCloseTo(large.height, 0);
    await expect(large.width).toBeGreaterThan(small.width);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
  },
};

/** A click on a disabled button does not call onClick (a test: the Disabled story stays untouched). */
export const DisabledIgnoresClicks: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Disabled.args },
  play: async (context) => {
    await Disabled.play?.(context);
    const button = within(context.canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(context.args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, label: 'Delete', icon: <TrashIcon />, variant: 'danger' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Delete/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A click on a working button does not call onClick (a test: the Loading story stays untouched). */
export const LoadingIgnoresClicks: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Loading.args },
  play: async (context) => {
    await Loading.play?.(context);
    const button = within(context.canvasElement).getByRole('button', { name: /Delete/ });
    await userEvent.click(button);
    await expect(context.args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** As a Radix `asChild` trigger: the ref reaches the button, so focus returns to it on close. */
export const AsPopoverTrigger: Story = {
  args: { label: 'More information', icon: <InfoIcon /> },
  render: (args) => (
    <Popover.Root>
      <Popover.Trigger asChild>
        <IconButton {...args} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content>Modes of travel reported by parents.</Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  ),
};

/**
 * As a Radix `asChild` trigger: the ref reaches the button, so focus returns to it on close (a test: the
 * AsPopoverTrigger story stays untouched).
 */
export const PopoverFocusReturns: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...AsPopoverTrigger.args },
  render: AsPopoverTrigger.render,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More information' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(await screen.findByText('Modes of travel reported by parents.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/**
 * Far along a box that scrolls sideways (a wide list on a phone): the button's hidden label stays in
 * the button, so the page itself never scrolls sideways (the layout check after every story fails a
 * page that does).
 */
export const InABoxThatScrolls: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div
      role="region"
      aria-label="Wide list"
      tabIndex={0}
      style={{ width: 240, overflowX: 'auto', border: '1px solid currentColor' }}
    >
      <div style={{ width: 4000, display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton {...args} label="Delete the last row" icon={<TrashIcon />} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Scrolled to its end, the box shows the button, still named by its hidden label.
    const box = canvas.getByRole('region', { name: 'Wide list' });
    box.scrollLeft = box.scrollWidth;
    await expect(canvas.getByRole('button', { name: 'Delete the last row' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
