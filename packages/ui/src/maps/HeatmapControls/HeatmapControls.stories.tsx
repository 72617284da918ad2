import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultHeatmapSettings, withHeatmapSource, type HeatmapSettings } from '@stride/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeatmapControls } from './HeatmapControls';

const meta = {
  title: 'Maps/HeatmapControls',
  tags: ['autodocs'],
  component: HeatmapControls,
  args: { value: defaultHeatmapSettings, onValueChange: fn(), onGenerate: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<HeatmapSettings>(args.value);
    return (
      <HeatmapControls
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof HeatmapControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Simulated data, every mode (STILL and UNKNOWN too), non-background journeys. */
// Rules: maps.heatmap.mode-toggles, maps.heatmap.source-switch
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Simulated' })).toBeChecked();
    await expect(
      within(canvas.getByRole('toolbar', { name: 'Travel modes' })).getAllByRole('button'),
    ).toHaveLength(10);
  },
};

/** Generate asks for the heatmap (a test). */
// Rules: maps.heatmap.generate
export const GenerateAsksForTheHeatmap: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(args.onGenerate).toHaveBeenCalledOnce();
  },
};

/** Tracked data offers no taxi, carpool, bus, school bus or train. */
// Rules: maps.heatmap.mode-toggles
export const Tracked: Story = {
  args: { value: withHeatmapSource(defaultHeatmapSettings, 'tracked') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Tracked' })).toBeChecked();
    const names = within(canvas.getByRole('toolbar', { name: 'Travel modes' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Car', 'Walking', 'Bicycling', 'Still', 'Unknown']);
  },
};

/** Switching to tracked data drops the modes it does not offer (a test). */
// Rules: maps.heatmap.source-switch
export const SwitchToTracked: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tracked' }));
    const names = within(canvas.getByRole('toolbar', { name: 'Travel modes' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Car', 'Walking', 'Bicycling', 'Still', 'Unknown']);
  },
};

/** Radius steps by 4 to 20, then back to 4; weight ×1.2 up and ×0.8 down, never below 1 (a test). */
// Rules: maps.heatmap.radius-steps, maps.heatmap.weight-steps
export const RadiusAndWeight: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const next of ['Radius 16', 'Radius 20', 'Radius 4']) {
      await userEvent.click(canvas.getByRole('button', { name: /^Radius/ }));
      await expect(canvas.getByRole('button', { name: /^Radius/ })).toHaveTextContent(next);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Weight up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Weight up' }));
    await expect(canvas.getByRole('status', { name: 'Weight' })).toHaveTextContent('1.44');
    await userEvent.click(canvas.getByRole('button', { name: 'Weight down' }));
    await expect(canvas.getByRole('status', { name: 'Weight' })).toHaveTextContent('1.15');
    await userEvent.click(canvas.getByRole('button', { name: 'Weight down' }));
    await expect(canvas.getByRole('status', { name: 'Weight' })).toHaveTextContent('1.00');
  },
};

/** Nothing to show: no mode and neither background nor non-background journeys: Generate is off. */
export const NothingSelected: Story = {
  args: { value: { ...defaultHeatmapSettings, modes: [], nonBackground: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Select at least 1 travel mode')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

/** Generate is off, with the reason, until journeys and a mode are chosen (a test). */
// Rules: maps.heatmap.background-switches
export const GenerateOffUntilSomethingIsChosen: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Non-background' }));
    // Off, with the reason beside it, read with the button.
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Generate' })).toHaveAccessibleDescription(
      'Switch on Background or Non-background to choose the journeys to draw.',
    );
    await userEvent.click(canvas.getByRole('switch', { name: 'Background' }));
    await expect(canvas.getByRole('button', { name: 'Generate' })).not.toHaveAccessibleDescription();
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeEnabled();
    for (const button of within(canvas.getByRole('toolbar', { name: 'Travel modes' })).getAllByRole('button'))
      await userEvent.click(button);
    await expect(canvas.getByText('Select at least 1 travel mode')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};
