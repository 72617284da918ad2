import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { clickMapAt, londonPointAt, mapDrawn, pickedAt } from '../map-story-plays';
import { LocationPicker, type MapLocation } from './LocationPicker';

const meta = {
  title: 'Maps/LocationPicker',
  tags: ['autodocs'],
  component: LocationPicker,
  args: { label: 'Address location', onPick: fn() },
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const mapIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Address location' });

/** Nothing picked yet: the map opens on London with no marker; a click reports where it was. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    await expect(pickedAt(map)).toBe(false);
    clickMapAt(map, 40, -30);
    const expected = londonPointAt(40, -30);
    await waitFor(() => expect(args.onPick).toHaveBeenCalledTimes(1));
    await expect(args.onPick).toHaveBeenCalledWith({
      latitude: expect.closeTo(expected.latitude, 2),
      longitude: expect.closeTo(expected.longitude, 2),
    });
  },
};

/** A saved point: the map opens on it, zoomed in, with the marker at the centre. */
export const WithLocation: Story = {
  args: { location: { latitude: 51.5494, longitude: -0.1438 } },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    await waitFor(() => expect(pickedAt(map)).toBe(true));
    await expect(pickedAt(map, 60, 0)).toBe(false);
  },
};

/** The marker follows the picks: a click marks the clicked point. */
export const Picking: Story = {
  render: function Render(args) {
    const [location, setLocation] = useState<MapLocation | null>(null);
    return (
      <LocationPicker
        {...args}
        location={location}
        onPick={(point) => {
          setLocation(point);
          args.onPick(point);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    clickMapAt(map, -50, 20);
    await waitFor(() => expect(pickedAt(map, -50, 20)).toBe(true), { timeout: 15_000 });
    await expect(pickedAt(map)).toBe(false);
  },
};
