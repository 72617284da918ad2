import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { tokenValues } from '../../theme/theme';
import { deckColour } from '../map-colours';
import { colourDistance, mapDrawn, pixelsAround } from '../map-story-plays';
import type { CanvasLayer } from './canvas-layers';
import { MapView } from './MapView';

// A one-pixel grey PNG: every tile of a template without {z}/{x}/{y} is this image, so the tiled
// basemap can be shown with no network.
const greyTile =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNoaGgAAAMEAYFL09IQAAAAAElFTkSuQmCC';

/** The sample style served with the stories (public/demo): streets, the Thames and parks as GeoJSON, no network. */
const sampleStyle = '/demo/map-style/london-streets.json';

const mapIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Map of London' });
const scaleOf = (map: HTMLElement) =>
  within(map)
    .getByRole('img', { name: /^Scale:/ })
    .getAttribute('aria-label');

const meta = {
  title: 'Maps/MapView',
  tags: ['autodocs'],
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
  tags: ['!dev', '!autodocs'],
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

/**
 * Zoom buttons: Zoom in and Zoom out by mouse and by keyboard move the view a step (the scale bar
 * follows), and each is disabled at its limit, the focus moving to the other.
 */
export const ZoomButtons: Story = {
  args: { zoom: 11, maxZoom: 13 },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    const zoomIn = within(map).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(map).getByRole('button', { name: 'Zoom out' });
    await expect(scaleOf(map)).toBe('Scale: 2 km');

    await userEvent.click(zoomIn);
    await mapDrawn(map);
    await expect(scaleOf(map)).toBe('Scale: 1 km');
    await userEvent.click(zoomOut);
    await mapDrawn(map);
    await expect(scaleOf(map)).toBe('Scale: 2 km');

    // By keyboard: Enter and Space on the focused button, up to the largest zoom allowed (13).
    // Zoom out has the focus after its click: Shift+Tab goes back to Zoom in.
    await expect(zoomOut).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(zoomIn).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await mapDrawn(map);
    await expect(scaleOf(map)).toBe('Scale: 1 km');
    await userEvent.keyboard(' ');
    await mapDrawn(map);
    await expect(scaleOf(map)).toBe('Scale: 500 m');
    await expect(zoomIn).toBeDisabled();
    await expect(zoomOut).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await mapDrawn(map);
    await expect(zoomIn).toBeEnabled();
    await expect(scaleOf(map)).toBe('Scale: 1 km');
  },
};

/** At the furthest zoom out allowed (5) Zoom out is disabled. */
export const AtMinimumZoom: Story = {
  args: { zoom: 6 },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    const zoomOut = within(map).getByRole('button', { name: 'Zoom out' });
    await expect(zoomOut).toBeEnabled();
    await userEvent.click(zoomOut);
    await mapDrawn(map);
    await expect(zoomOut).toBeDisabled();
    await expect(within(map).getByRole('button', { name: 'Zoom in' })).toHaveFocus();
    await expect(scaleOf(map)).toBe('Scale: 100 km');
  },
};

/**
 * A MapLibre style under the map: streets, the Thames and parks from the sample style served with
 * the stories (GeoJSON in the style, so no network), with the style's credit shown.
 */
export const Streets: Story = {
  args: { styleUrl: sampleStyle, zoom: 11 },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    await expect(within(map).getByText("Sample streets for Stride's stories (not a real map)")).toBeVisible();
    // Hyde Park lies about 125 px west of the centre at zoom 11, drawn in the style's park green.
    const park = [200, 230, 189];
    for (const pixel of pixelsAround(map, -125, 0, 5, 'style'))
      await expect(colourDistance(pixel, park)).toBeLessThan(12);
    // deck.gl draws no land over it.
    for (const pixel of pixelsAround(map, -125, 0, 3)) await expect(pixel[3]).toBe(0);
    // Zooming follows on the style: a step in puts the park edge further out.
    await userEvent.click(within(map).getByRole('button', { name: 'Zoom in' }));
    await mapDrawn(map);
    await waitFor(async () => {
      for (const pixel of pixelsAround(map, -250, 0, 5, 'style'))
        await expect(colourDistance(pixel, park)).toBeLessThan(12);
    });
  },
};

/** A style that cannot be loaded (here a missing file): the map falls back to the offline land. */
export const StyleUnavailable: Story = {
  args: { styleUrl: '/demo/map-style/missing.json' },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    const land = deckColour(tokenValues.color.map.land);
    await waitFor(async () => {
      for (const pixel of pixelsAround(map)) await expect(colourDistance(pixel, land)).toBeLessThan(12);
    });
  },
};

const red = tokenValues.color.base.red['600'];
const blue = tokenValues.color.base.blue['600'];
/** A square of `colour`, 20 CSS pixels, `dx` from the map's centre. */
const square = (colour: string, dx: number): CanvasLayer['draw'] =>
  fn((context, { width, height, pixelRatio }) => {
    context.fillStyle = colour;
    context.fillRect(
      width / 2 + (dx - 10) * pixelRatio,
      height / 2 - 10 * pixelRatio,
      20 * pixelRatio,
      20 * pixelRatio,
    );
  });
const drawRed = square(red, 0);
const drawBlue = square(blue, 60);

/**
 * Canvas layers (the CPU path's) over deck.gl's land: each drawn once for a view. Hiding and showing
 * one draws nothing again (its canvas keeps the picture); a new view (Zoom in) draws both again.
 */
export const CanvasLayers: Story = {
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const [redShown, setRedShown] = useState(true);
    const canvasLayers = useMemo(
      () => [
        { id: 'red', draw: drawRed, visible: redShown },
        { id: 'blue', draw: drawBlue },
      ],
      [redShown],
    );
    return (
      <MapView {...args} canvasLayers={canvasLayers}>
        <Button variant="secondary" onClick={() => setRedShown(!redShown)}>
          {redShown ? 'Hide the red square' : 'Show the red square'}
        </Button>
      </MapView>
    );
  },
  play: async ({ canvasElement }) => {
    const map = mapIn(canvasElement);
    await mapDrawn(map);
    const redAt = () => colourDistance(pixelsAround(map, 0, 0, 3)[4]!, deckColour(red)) < 12;
    const blueAt = () => colourDistance(pixelsAround(map, 60, 0, 3)[4]!, deckColour(blue)) < 12;
    await waitFor(() => expect(redAt() && blueAt()).toBe(true));
    const drawn = { red: drawCount(drawRed), blue: drawCount(drawBlue) };
    await userEvent.click(within(map).getByRole('button', { name: 'Hide the red square' }));
    await waitFor(() => expect(redAt()).toBe(false));
    await userEvent.click(within(map).getByRole('button', { name: 'Show the red square' }));
    await waitFor(() => expect(redAt()).toBe(true));
    await expect(blueAt()).toBe(true);
    await expect({ red: drawCount(drawRed), blue: drawCount(drawBlue) }).toEqual(drawn);
    await userEvent.click(within(map).getByRole('button', { name: 'Zoom in' }));
    await mapDrawn(map);
    await waitFor(() => expect(drawCount(drawRed)).toBeGreaterThan(drawn.red));
    await expect(drawCount(drawBlue)).toBeGreaterThan(drawn.blue);
  },
};

/** How many times a spied draw has run. */
function drawCount(draw: CanvasLayer['draw']) {
  return (draw as ReturnType<typeof fn>).mock.calls.length;
}
