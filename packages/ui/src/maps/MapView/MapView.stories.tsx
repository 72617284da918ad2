import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokenValues } from '../../theme/theme';
import { deckColour } from '../map-colours';
import { colourDistance, mapDrawn, pixelsAround } from '../map-story-plays';
import { MapView } from './MapView';

// A one-pixel grey PNG: every tile of a template without {z}/{x}/{y} is this image, so the tiled
// basemap can be shown with no network.
const greyTile =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNoaGgAAAMEAYFL09IQAAAAAElFTkSuQmCC';

const meta = {
  title: 'Maps/MapView',
  component: MapView,
  args: { label: 'Map of London' },
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offline basemap: world-atlas land drawn by deck.gl over the sea colour, centred on London. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Map of London' });
    await mapDrawn(map);
    // London is land: the canvas is painted with the land colour, not left blank.
    const land = deckColour(tokenValues.color.map.land);
    for (const pixel of pixelsAround(map)) {
      await expect(pixel[3]).toBe(255);
      await expect(colourDistance(pixel, land)).toBeLessThan(12);
    }
    await expect(within(canvasElement).queryByText('© OpenStreetMap contributors')).not.toBeInTheDocument();
  },
};

/** Zoomed out to the minimum (5): the coastline shows, the sea is left for the water colour behind. */
export const ZoomedOut: Story = {
  args: { zoom: 5 },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Map of London' });
    await mapDrawn(map);
    // About 1.2° south of London (zoom 5: ~45 px a degree of longitude) lies the Channel: nothing drawn.
    for (const pixel of pixelsAround(map, 0, 95, 3)) await expect(pixel[3]).toBe(0);
    for (const pixel of pixelsAround(map, 0, 0, 3)) await expect(pixel[3]).toBe(255);
  },
};

/**
 * A lookup's places moved the view from London to Ireland: the land drawn at first (only around
 * London, ADR 0102) follows the view, so Ireland is drawn.
 */
export const FocusMovesTheLand: Story = {
  args: {
    focus: [
      { latitude: 52.9, longitude: -8.6 },
      { latitude: 53.9, longitude: -7.3 },
    ],
  },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Map of London' });
    await mapDrawn(map);
    // The middle of Ireland, where the view is centred now, is land.
    const land = deckColour(tokenValues.color.map.land);
    for (const pixel of pixelsAround(map, 0, 0, 5)) {
      await expect(pixel[3]).toBe(255);
      await expect(colourDistance(pixel, land)).toBeLessThan(12);
    }
  },
};

/** With a tile URL the deployment's raster tiles replace the offline basemap, and their credit shows. */
export const WithTiles: Story = {
  args: { tilesUrl: greyTile, tilesAttribution: '© Example tiles' },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Map of London' });
    await mapDrawn(map);
    await expect(within(map).getByText('© Example tiles')).toBeVisible();
    const grey = pixelsAround(map, 0, 0, 1)[0]!;
    await expect(colourDistance(grey, deckColour(tokenValues.color.map.land))).toBeGreaterThan(30);
  },
};
