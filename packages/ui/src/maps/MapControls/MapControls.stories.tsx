import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { createViewStore } from '../map-view-store';
import { steppedZoom } from '../map-zoom';
import { ScaleBar, ZoomButtons } from './MapControls';

type ControlsProps = {
  /** The map's zoom when the story opens. */
  zoom: number;
  minZoom: number;
  maxZoom: number;
  /** Called with each press (1 in, -1 out), after the view has moved. */
  onZoom: (direction: 1 | -1) => void;
};

// A corner of a map: the controls sit on the land colour, with room for the buttons' shadow and focus ring.
const MapCorner = styled.div`
  display: inline-flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.map.land};
`;

/**
 * The map's own controls without the map: the zoom buttons and the scale bar follow one view, as
 * they do in MapView (London's latitude), and a press moves the zoom a step within the limits.
 */
function MapControls({ zoom, minZoom, maxZoom, onZoom }: ControlsProps) {
  const view = useMemo(
    () => createViewStore({ latitude: 51.5072, longitude: -0.1276, zoom, bearing: 0, pitch: 0 }),
    [zoom],
  );
  const zoomBy = (direction: 1 | -1) => {
    const current = view.get();
    view.set({ ...current, zoom: steppedZoom(current.zoom, direction, minZoom, maxZoom) });
    onZoom(direction);
  };
  return (
    <MapCorner>
      <ScaleBar view={view} />
      <ZoomButtons view={view} minZoom={minZoom} maxZoom={maxZoom} onZoom={zoomBy} />
    </MapCorner>
  );
}

const meta = {
  title: 'Maps/MapControls',
  tags: ['autodocs'],
  component: MapControls,
  args: { zoom: 11, minZoom: 5, maxZoom: 13, onZoom: fn() },
  argTypes: {
    zoom: { control: { type: 'range', min: 5, max: 18, step: 1 } },
    minZoom: { control: { type: 'number', min: 0, max: 18 } },
    maxZoom: { control: { type: 'number', min: 0, max: 18 } },
  },
} satisfies Meta<typeof MapControls>;

export default meta;
type Story = StoryObj<typeof meta>;

const scaleIn = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getByRole('img', { name: /^Scale:/ })
    .getAttribute('aria-label');

/** Between the limits: both buttons enabled, the scale bar at 2 km for zoom 11 over London. */
export const Default: Story = {};

/** At the furthest zoom in allowed: Zoom in is disabled, Zoom out still works. */
export const AtMaximumZoom: Story = {
  args: { zoom: 13 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
    await expect(scaleIn(canvasElement)).toBe('Scale: 500 m');
  },
};

/** At the furthest zoom out allowed (5, every map's minimum): Zoom out is disabled. */
export const AtMinimumZoom: Story = {
  args: { zoom: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
    await expect(scaleIn(canvasElement)).toBe('Scale: 100 km');
  },
};

/**
 * A step at a time, by mouse and keyboard: the scale bar follows each press; when Zoom in reaches
 * its limit and is disabled, the focus moves to Zoom out instead of falling to the page.
 */
export const ZoomingToTheLimit: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
    await expect(scaleIn(canvasElement)).toBe('Scale: 2 km');
    await userEvent.click(zoomIn);
    await expect(scaleIn(canvasElement)).toBe('Scale: 1 km');
    await expect(args.onZoom).toHaveBeenLastCalledWith(1);
    await userEvent.click(zoomOut);
    await expect(scaleIn(canvasElement)).toBe('Scale: 2 km');
    await expect(args.onZoom).toHaveBeenLastCalledWith(-1);
    zoomIn.focus();
    await userEvent.keyboard('{Enter}');
    await expect(scaleIn(canvasElement)).toBe('Scale: 1 km');
    await userEvent.keyboard(' ');
    await expect(scaleIn(canvasElement)).toBe('Scale: 500 m');
    await expect(zoomIn).toBeDisabled();
    await expect(zoomOut).toHaveFocus();
    await expect(args.onZoom).toHaveBeenCalledTimes(4);
  },
};
