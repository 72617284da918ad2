import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { theme } from '../../theme/theme';
import { ToggleGroup } from './ToggleGroup';

const radii = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

// The maps page's travel-mode toggles, each with its theme colour.
const travelModes = [
  { value: 'CAR', label: 'Car', swatch: theme.color.mode.CAR },
  { value: 'TAXI', label: 'Taxi', swatch: theme.color.mode.TAXI },
  { value: 'CARPOOL', label: 'Carpool', swatch: theme.color.mode.CARPOOL },
  { value: 'BUS', label: 'Bus', swatch: theme.color.mode.BUS },
  { value: 'SCHOOL_BUS', label: 'School bus', swatch: theme.color.mode.SCHOOL_BUS },
  { value: 'TRAIN', label: 'Train', swatch: theme.color.mode.TRAIN },
  { value: 'WALKING', label: 'Walking', swatch: theme.color.mode.WALKING },
  { value: 'BICYCLING', label: 'Bicycling', swatch: theme.color.mode.BICYCLING },
];

const meta = {
  title: 'Primitives/ToggleGroup',
  tags: ['autodocs'],
  component: ToggleGroup,
  args: { label: 'Heatmap radius', items: radii, onValueChange: fn() },
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A click chooses an item; pressing it again keeps it chosen (a test: the Default story stays untouched). */
export const ChooseAnItem: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Heatmap radius' });
    const large = within(group).getByRole('radio', { name: 'Large' });
    await userEvent.click(large);
    await expect(large).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('large');
    // Pressing the chosen item again keeps it chosen, as with radio buttons.
    await userEvent.click(large);
    await expect(large).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardSingle: Story = {
  tags: ['!dev', '!autodocs'],
  args: { defaultValue: 'medium' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Tab lands on the chosen item; arrows move focus without choosing.
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Large' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Large' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Small' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Small' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('small');
  },
};

export const TravelModes: Story = {
  args: { type: 'multiple', label: 'Travel modes', items: travelModes, defaultValue: ['CAR', 'WALKING'] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('toolbar', { name: 'Travel modes' });
    await expect(within(group).getByRole('button', { name: 'Car' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: 'Bus' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Each press adds or removes a mode (a test: the TravelModes story stays untouched). */
export const ToggleTravelModes: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...TravelModes.args },
  play: async (context) => {
    await TravelModes.play?.(context);
    const { args, canvasElement } = context;
    const group = within(canvasElement).getByRole('toolbar', { name: 'Travel modes' });
    await userEvent.click(within(group).getByRole('button', { name: 'Bus' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['CAR', 'WALKING', 'BUS']);
    await userEvent.click(within(group).getByRole('button', { name: 'Car' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['WALKING', 'BUS']);
  },
};

export const KeyboardMultiple: Story = {
  tags: ['!dev', '!autodocs'],
  args: { type: 'multiple', label: 'Travel modes', items: travelModes, defaultValue: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Car' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const carpool = canvas.getByRole('button', { name: 'Carpool' });
    await expect(carpool).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(carpool).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Taxi' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['CARPOOL', 'TAXI']);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'medium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** A click on a disabled group changes nothing (a test: the Disabled story stays untouched). */
export const DisabledIgnoresClicks: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Disabled.args },
  play: async (context) => {
    await Disabled.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Large' }), { pointerEventsCheck: 0 });
    await expect(context.args.onValueChange).not.toHaveBeenCalled();
  },
};

export const DisabledItem: Story = {
  args: {
    type: 'multiple',
    label: 'Travel modes',
    items: travelModes.map((mode) => ({ ...mode, disabled: mode.value === 'TAXI' })),
    defaultValue: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Taxi' })).toBeDisabled();
  },
};

/** Arrow keys skip the disabled item (a test: the DisabledItem story stays untouched). */
export const ArrowSkipsTheDisabledItem: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...DisabledItem.args },
  play: async (context) => {
    await DisabledItem.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.tab();
    // Arrow keys skip the disabled item.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Carpool' })).toHaveFocus();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ToggleGroup {...args} size="small" label="Radius (small)" />
      <ToggleGroup {...args} size="medium" label="Radius (medium)" />
      <ToggleGroup {...args} size="large" label="Radius (large)" />
    </div>
  ),
};

export const HiddenLabel: Story = {
  args: { labelHidden: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radiogroup', { name: 'Heatmap radius' }),
    ).toBeInTheDocument();
  },
};

function ControlledTravelModes() {
  const [modes, setModes] = useState<string[]>(['CAR']);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <ToggleGroup
        type="multiple"
        label="Travel modes"
        items={travelModes}
        value={modes}
        onValueChange={setModes}
      />
      <p>{modes.length === 0 ? 'Select at least 1 travel mode' : `${modes.length} selected`}</p>
    </div>
  );
}

/** Controlled, as the maps page uses it: the page decides what an empty selection means. */
export const Controlled: Story = {
  render: () => <ControlledTravelModes />,
};

/**
 * The page counts the modes chosen and refuses an empty selection (a test: the Controlled story stays
 * untouched).
 */
export const PageDecidesAnEmptySelection: Story = {
  tags: ['!dev', '!autodocs'],
  render: Controlled.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Walking' }));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Walking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Car' }));
    await expect(canvas.getByText('Select at least 1 travel mode')).toBeVisible();
  },
};
