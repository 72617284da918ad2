import type { Meta, StoryObj } from '@storybook/react-vite';
import { addressMapView } from '@stride/domain';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { clickMapAt, mapDrawn, mapScale, pickedAt, pointAt } from '../map-story-plays';
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

/**
 * Nothing picked yet: the map opens near southern England at zoom 7 (the scale bar reads 20 km) with
 * no marker; a click reports where it was.
 */
// Rules: organisations.addresses.map-view
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    await expect(mapScale(map)).toBe('Scale: 20 km');
    await expect(pickedAt(map)).toBe(false);
    clickMapAt(map, 40, -30);
    const expected = pointAt(addressMapView, 40, -30);
    await waitFor(() => expect(args.onPick).toHaveBeenCalledTimes(1));
    await expect(args.onPick).toHaveBeenCalledWith({
      latitude: expect.closeTo(expected.latitude, 2),
      longitude: expect.closeTo(expected.longitude, 2),
    });
  },
};

/** A saved point: the map opens on it at zoom 17 (the scale bar reads 20 m), with the marker at the centre. */
// Rules: organisations.addresses.map-view
export const WithLocation: Story = {
  args: { location: { latitude: 51.5494, longitude: -0.1438 } },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    await expect(mapScale(map)).toBe('Scale: 20 m');
    await waitFor(() => expect(pickedAt(map)).toBe(true));
    await expect(pickedAt(map, 60, 0)).toBe(false);
  },
};

/** A click selects a point: the marker is drawn there and the view goes to it at zoom 17 (20 m). */
// Rules: organisations.addresses.map-view
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
    await expect(mapScale(map)).toBe('Scale: 20 km');
    clickMapAt(map, -50, 20);
    await waitFor(() => expect(mapScale(map)).toBe('Scale: 20 m'), { timeout: 15_000 });
    await mapDrawn(map);
    await waitFor(() => expect(pickedAt(map)).toBe(true), { timeout: 15_000 });
    await expect(pickedAt(map, -50, 20)).toBe(false);
  },
};
