import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MapLegend } from './MapLegend';

const meta = { title: 'Maps/MapLegend', tags: ['autodocs'], component: MapLegend } satisfies Meta<
  typeof MapLegend
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Parent and staff colours, read as a named list. */
// Rules: maps.user-base.legend
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Parent', 'Staff']);
  },
};
