import type { Meta, StoryObj } from '@storybook/react-vite';
import { heatmapModes, travelModes, type HeatmapMode } from '@stride/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ModeToggles } from './ModeToggles';

const meta = {
  title: 'Maps/ModeToggles',
  tags: ['autodocs'],
  component: ModeToggles,
  args: { modes: travelModes, value: travelModes, onValueChange: fn() },
} satisfies Meta<typeof ModeToggles<HeatmapMode>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every mode on. */
// Rules: maps.modes.toggles
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('toolbar', { name: 'Travel modes' });
    await expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Car', 'Taxi', 'Carpool', 'Bus', 'School bus', 'Train', 'Walking', 'Bicycling']);
  },
};

/** Pressing a mode reports the others (a test). */
export const PressingAModeReportsTheOthers: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { canvasElement, args } = context;
    const group = within(canvasElement).getByRole('toolbar', { name: 'Travel modes' });
    await userEvent.click(within(group).getByRole('button', { name: 'Car' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(travelModes.filter((mode) => mode !== 'CAR'));
  },
};

/** No mode selected: the spec's warning. */
// Rules: maps.modes.no-mode-warning
export const NoModeSelected: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Select at least 1 travel mode')).toBeVisible();
  },
};

/** Switching the last mode off brings the warning; switching one on clears it (a test). */
// Rules: maps.modes.no-mode-warning
export const LastModeOff: Story = {
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const [value, setValue] = useState<HeatmapMode[]>(['WALKING']);
    return <ModeToggles {...args} value={value} onValueChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Walking' }));
    await expect(canvas.getByText('Select at least 1 travel mode')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bus' }));
    await expect(canvas.queryByText('Select at least 1 travel mode')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Bus' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The heatmap's tracked modes: STILL and UNKNOWN added, the shared modes gone. */
// Rules: maps.heatmap.mode-toggles
export const HeatmapTracked: Story = {
  tags: ['!dev', '!autodocs'],
  args: { modes: heatmapModes('tracked'), value: [] },
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Car', 'Walking', 'Bicycling', 'Still', 'Unknown']);
  },
};
