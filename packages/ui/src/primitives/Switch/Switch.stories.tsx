import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  tags: ['autodocs'],
  component: Switch,
  args: { label: 'Show background journeys', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Show background journeys' });
    await expect(control).not.toBeChecked();
  },
};

/**
 * A click flips it, and so does its label; each change is reported (a test: the Default story stays
 * untouched).
 */
export const FlipByClickAndLabel: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Show background journeys' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // The label flips it too.
    await userEvent.click(canvas.getByText('Show background journeys'));
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardToggle: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Show background journeys' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Show background journeys' }),
    ).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Show background journeys' });
    await expect(control).toBeDisabled();
  },
};

/** A click on a disabled switch changes nothing (a test: the Disabled story stays untouched). */
export const DisabledIgnoresClicks: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Disabled.args },
  play: async (context) => {
    await Disabled.play?.(context);
    const control = within(context.canvasElement).getByRole('switch', { name: 'Show background journeys' });
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(control).toBeChecked();
    await expect(context.args.onCheckedChange).not.toHaveBeenCalled();
  },
};

function ControlledExample() {
  const [tracked, setTracked] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Switch label="Tracked journeys" checked={tracked} onCheckedChange={setTracked} />
      <p>Showing {tracked ? 'tracked' : 'simulated'} journeys</p>
    </div>
  );
}

/** Controlled: the page reacts as soon as the switch flips. */
export const Controlled: Story = {
  render: () => <ControlledExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing simulated journeys')).toBeVisible();
  },
};

/** The page reacts as soon as the switch flips (a test: the Controlled story stays untouched). */
export const PageFollowsTheSwitch: Story = {
  tags: ['!dev', '!autodocs'],
  render: Controlled.render,
  play: async (context) => {
    await Controlled.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Tracked journeys' }));
    await expect(canvas.getByText('Showing tracked journeys')).toBeVisible();
  },
};
