import { mapDefaults } from '@stride/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { createViewStore } from '../map-view-store';
import { colourDistance, pixelsAround } from '../map-story-plays';
import { Root } from '../MapView/MapView.styles';
import { StyleBasemap } from './StyleBasemap';

type FrameProps = {
  /** The MapLibre style's URL. */
  url: string;
  /** The zoom of the view the basemap follows (centred on London, as MapView opens). */
  zoom: number;
  /** Called when the style starts drawing a view. */
  onDrawing: () => void;
  /** Called when everything in view is drawn. */
  onDrawn: () => void;
  /** Called when the style itself cannot be loaded. */
  onFailed: (error: unknown) => void;
  /** Called with the credits of the style's sources. */
  onAttribution: (text: string) => void;
};

const Report = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const reports = {
  drawing: 'Drawing the style…',
  drawn: 'Drawn.',
  failed:
    'The style could not be loaded: the basemap draws nothing (MapView then draws its offline land instead).',
};

/**
 * StyleBasemap alone, in a map's frame: it follows a fixed view of London (no deck.gl over it), and
 * what it reports through its callbacks is written under the frame, with the style's credits. The
 * frame's `data-state` is 'drawing', 'drawn' or 'failed', as the callbacks say.
 */
function StyleBasemapFrame({ url, zoom, onDrawing, onDrawn, onFailed, onAttribution }: FrameProps) {
  const view = useMemo(() => createViewStore({ ...mapDefaults.centre, zoom, bearing: 0, pitch: 0 }), [zoom]);
  const [state, setState] = useState<keyof typeof reports>('drawing');
  const [credits, setCredits] = useState('');
  return (
    <>
      {/* MapView's own frame: the water colour shows wherever the basemap draws nothing. */}
      <Root aria-label="Style basemap of London" data-state={state}>
        <StyleBasemap
          url={url}
          view={view}
          onDrawing={() => {
            setState((now) => (now === 'failed' ? now : 'drawing'));
            onDrawing();
          }}
          onDrawn={() => {
            setState((now) => (now === 'failed' ? now : 'drawn'));
            onDrawn();
          }}
          onFailed={(error) => {
            setState('failed');
            onFailed(error);
          }}
          onAttribution={(text) => {
            setCredits(text);
            onAttribution(text);
          }}
        />
      </Root>
      <Report role="status">{reports[state]}</Report>
      {credits ? <Report>Credits: {credits}</Report> : null}
    </>
  );
}

const meta = {
  title: 'Maps/StyleBasemap',
  tags: ['autodocs'],
  component: StyleBasemapFrame,
  args: {
    // The sample style served with the stories (public/demo): streets, the Thames and parks as GeoJSON, no network.
    url: '/demo/map-style/london-streets.json',
    zoom: 11,
    onDrawing: fn(),
    onDrawn: fn(),
    onFailed: fn(),
    onAttribution: fn(),
  },
  argTypes: { zoom: { control: { type: 'range', min: 5, max: 18, step: 1 } } },
} satisfies Meta<typeof StyleBasemapFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Style basemap of London' });

/** Waits until the basemap has said that everything in view is drawn (or that it failed). */
const settled = (frame: HTMLElement, state: 'drawn' | 'failed') =>
  waitFor(() => expect(frame).toHaveAttribute('data-state', state), { timeout: 30_000 });

/**
 * The sample style drawn: streets, the Thames and parks over the land colour, with the style's
 * credit.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const frame = frameIn(canvasElement);
    await settled(frame, 'drawn');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Drawn.');
    const credit = "Sample streets for Stride's stories (not a real map)";
    await expect(within(canvasElement).getByText(`Credits: ${credit}`)).toBeVisible();
    await expect(args.onAttribution).toHaveBeenLastCalledWith(credit);
    await expect(args.onFailed).not.toHaveBeenCalled();
    // Hyde Park lies about 125 px west of the centre at zoom 11, drawn in the style's park green.
    const park = [200, 230, 189];
    for (const pixel of pixelsAround(frame, -125, 0, 5, 'style'))
      await expect(colourDistance(pixel, park)).toBeLessThan(12);
  },
};

/**
 * A style that cannot be loaded (here a missing file): nothing is drawn, only the frame's water
 * colour shows, and `onFailed` is called (MapView then falls back to the offline land, see its
 * StyleUnavailable story).
 */
export const LoadFailed: Story = {
  args: { url: '/demo/map-style/missing.json' },
  play: async ({ args, canvasElement }) => {
    const frame = frameIn(canvasElement);
    await settled(frame, 'failed');
    await expect(args.onFailed).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The style could not be loaded',
    );
    await expect(within(canvasElement).queryByText(/^Credits:/)).not.toBeInTheDocument();
  },
};
