import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { checkedArgType } from '../../storybook/arg-types';

const meta = {
  title: 'Primitives/Checkbox',
  tags: ['autodocs'],
  argTypes: { checked: checkedArgType, defaultChecked: checkedArgType },
  component: Checkbox,
  args: { label: 'I agree to the terms', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the terms' });
    await expect(checkbox).not.toBeChecked();
  },
};

/**
 * The label checks it, the box unchecks it; each change is reported (a test: the Default story stays
 * untouched).
 */
export const CheckAndUncheck: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the terms' });
    // The label is part of the target, as with a native checkbox.
    await userEvent.click(canvas.getByText('I agree to the terms'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardToggle: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I agree to the terms' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'I agree to the terms' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'All year groups', defaultChecked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'All year groups' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

/** A click on an indeterminate box checks it (a test: the Indeterminate story stays untouched). */
export const IndeterminateThenChecked: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Indeterminate.args },
  play: async (context) => {
    await Indeterminate.play?.(context);
    const checkbox = within(context.canvasElement).getByRole('checkbox', { name: 'All year groups' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(context.args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'I agree to the terms' }),
    ).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I agree to the terms' });
    await expect(checkbox).toBeDisabled();
  },
};

/** A click on a disabled box changes nothing (a test: the Disabled story stays untouched). */
export const DisabledIgnoresClicks: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Disabled.args },
  play: async (context) => {
    await Disabled.play?.(context);
    const checkbox = within(context.canvasElement).getByRole('checkbox', { name: 'I agree to the terms' });
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(context.args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Send a copy of every automated reminder to the school office as well as to parents, including reminders about journeys that were cancelled or changed on the day',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Checkbox {...args} />
    </div>
  ),
};

const years = ['Year 5', 'Year 6'];

function SelectAllExample() {
  const [chosen, setChosen] = useState<string[]>(['Year 5']);
  const all = chosen.length === years.length ? true : chosen.length === 0 ? false : 'indeterminate';
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox
        label="All years"
        checked={all}
        onCheckedChange={(next) => setChosen(next === true ? years : [])}
      />
      {years.map((year) => (
        <Checkbox
          key={year}
          label={year}
          checked={chosen.includes(year)}
          onCheckedChange={(next) =>
            setChosen((current) => (next === true ? [...current, year] : current.filter((y) => y !== year)))
          }
        />
      ))}
    </div>
  );
}

/** Controlled: "All years" is indeterminate while only some years are chosen. */
export const SelectAll: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <SelectAllExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All years' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Year 6' }));
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'Year 5' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Year 6' })).not.toBeChecked();
  },
};
