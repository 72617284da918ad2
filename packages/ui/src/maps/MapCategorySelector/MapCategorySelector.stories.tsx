import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MapCategorySelector } from './MapCategorySelector';
import { mapCategoryArgType } from '../../storybook/arg-types';

const meta = {
  title: 'Maps/MapCategorySelector',
  tags: ['autodocs'],
  argTypes: { value: mapCategoryArgType },
  component: MapCategorySelector,
  args: { value: 'modes_of_travel_map', onValueChange: fn() },
} satisfies Meta<typeof MapCategorySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three categories, the commute's travel modes chosen. */
// Rules: maps.category.selector
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Map category' });
    await expect(within(group).getByRole('radio', { name: 'School Commute Travel Modes' })).toBeChecked();
  },
};

/** Choosing a category reports it (a test). */
export const ChoosingACategoryReportsIt: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { canvasElement, args } = context;
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Map category' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Parking Locations' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('parking_locations_map');
  },
};

/** The user base chosen. */
export const UserBase: Story = {
  args: { value: 'user_base_map' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'User Base' })).toBeChecked();
  },
};

/** The info popover, open: its table describes each category. */
// Rules: maps.category.selector, maps.category.info-popover
export const InfoPopover: Story = {
  play: async ({ canvasElement }) => {
    const info = within(canvasElement).getByRole('button', { name: 'About the map categories' });
    await userEvent.click(info);
    const table = await screen.findByRole('table', { name: 'Map categories' });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(rows).toEqual(['School Commute Travel Modes', 'User Base', 'Parking Locations']);
  },
};

/** Escape closes the info popover and gives the focus back to its button (a test). */
// Rules: maps.category.info-popover
export const EscapeClosesTheInfoPopover: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await InfoPopover.play?.(context);
    const info = within(context.canvasElement).getByRole('button', { name: 'About the map categories' });
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('table', { name: 'Map categories' })).not.toBeInTheDocument();
    await expect(info).toHaveFocus();
  },
};
