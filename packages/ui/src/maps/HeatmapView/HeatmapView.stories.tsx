import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Geofence } from '@stride/domain';
import { expect, waitFor, within } from 'storybook/test';
import { tokenValues } from '../../theme/theme';
import { deckColour } from '../map-colours';
import { clickMapAt, colourDistance, mapDrawn, pixelsAround } from '../map-story-plays';
import { sampleHeatmapPoints, sampleSchools } from '../sample-markers';
import { HeatmapView } from './HeatmapView';

const points = sampleHeatmapPoints();
const land = deckColour(tokenValues.color.map.land);
const geofences: Geofence[] = sampleSchools.map((school) => ({
  latitude: school.latitude,
  longitude: school.longitude,
  radiusMetres: 1500,
}));

const meta = {
  title: 'Maps/HeatmapView',
  tags: ['autodocs'],
  component: HeatmapView,
  args: { label: 'Journey heatmap', points },
} satisfies Meta<typeof HeatmapView>;

export default meta;
type Story = StoryObj<typeof meta>;

const heatAtCentre = (map: HTMLElement) =>
  pixelsAround(map).some((pixel) => colourDistance(pixel, land) > 60);

/** The heat of the sample journeys, hottest at the centre, at the heatmap's start zoom (8). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Journey heatmap' });
    await mapDrawn(map);
    await expect(heatAtCentre(map)).toBe(true);
  },
};

/** No points (nothing generated yet): the basemap only. */
export const Empty: Story = {
  args: { points: undefined },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Journey heatmap' });
    await mapDrawn(map);
    await expect(heatAtCentre(map)).toBe(false);
  },
};

/** A click shows the latitude and longitude there. */
// Rules: maps.heatmap.click-position
export const ClickShowsPosition: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Journey heatmap' });
    await mapDrawn(map);
    clickMapAt(map);
    const position = await within(map).findByRole('status', { name: 'Clicked position' });
    await expect(position).toHaveTextContent(/^Latitude 51\.50\d+, Longitude -0\.12\d+$/);
  },
};

/** Bigger radius and weight, with geofence circles around the schools (fewer than 1000, so drawn). */
// Rules: maps.heatmap.geofences-under-1000
export const WideAndHeavyWithGeofences: Story = {
  args: { radius: 20, weight: 2.4, geofences },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Journey heatmap' });
    await mapDrawn(map);
    await waitFor(() => expect(heatAtCentre(map)).toBe(true));
  },
};

/**
 * Where WebGL is software (SwiftShader, llvmpipe: the console finds it out), the heat is worked out
 * and coloured by the CPU on a 2D canvas over deck.gl's land: the same kernel, colours and fade.
 */
// Rules: maps.cpu-path.same-picture
export const CpuPath: Story = {
  args: { renderer: 'cpu' },
  play: Default.play,
};

/** On the CPU path: a bigger radius and weight, the geofences drawn over the heat. */
// Rules: maps.heatmap.geofences-under-1000, maps.cpu-path.same-picture
export const CpuPathWideAndHeavyWithGeofences: Story = {
  ...WideAndHeavyWithGeofences,
  args: { ...WideAndHeavyWithGeofences.args, renderer: 'cpu' },
};

/** On the CPU path a click still shows the latitude and longitude there. */
// Rules: maps.heatmap.click-position
export const CpuPathClickShowsPosition: Story = {
  ...ClickShowsPosition,
  args: { renderer: 'cpu' },
};
