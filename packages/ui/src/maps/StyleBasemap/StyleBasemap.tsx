// MapLibre GL, drawing a deployment's vector style under deck.gl's layers (ADR 0120). This module is
// imported only dynamically, by MapView when it is given a style URL: the offline default never loads
// MapLibre, and no route carries it up front.
import { Map as MapLibreMap, setWorkerUrl, type MapSourceDataEvent } from 'maplibre-gl';
// The worker is MapLibre's own file, served next to the console's chunks (a same-origin module
// worker: the production CSP's worker-src 'self' allows it; no blob: worker).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ViewStore, Viewpoint } from '../map-view-store';

setWorkerUrl(workerUrl);

// MapLibre's stylesheet is not loaded (71 kB for controls the console draws itself): only the two
// rules its canvas needs.
const Container = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  & .maplibregl-canvas {
    position: absolute;
    left: 0;
    top: 0;
  }
`;

export type StyleBasemapProps = {
  /** The MapLibre style's URL. */
  url: string;
  /** The view to follow: deck.gl drives the camera, MapLibre only draws what lies under it. */
  view: ViewStore;
  /** Called when the style starts drawing a new view, and when everything in view is drawn. */
  onDrawing: () => void;
  onDrawn: () => void;
  /** Called when the style itself cannot be loaded (bad URL, key refused, offline): MapView falls back. */
  onFailed: (error: unknown) => void;
  /** Called with the credits of the style's sources, as plain text. */
  onAttribution: (text: string) => void;
};

const camera = (view: Viewpoint) => ({
  center: [view.longitude, view.latitude] as [number, number],
  zoom: view.zoom,
  bearing: view.bearing,
  pitch: view.pitch,
});

/** Source credits may be HTML (links to the provider's copyright page): the text of each, once. */
function creditsOf(map: MapLibreMap): string {
  const texts = new Set<string>();
  for (const id of Object.keys(map.getStyle()?.sources ?? {})) {
    const html = map.getSource(id)?.attribution;
    if (!html) continue;
    const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim();
    if (text) texts.add(text.replace(/\s+/g, ' '));
  }
  return [...texts].join(' ');
}

/**
 * A MapLibre map filling its parent, behind deck.gl's canvas: not interactive (deck.gl's controller
 * pans and zooms, within the map's limits) and moved to every view deck.gl reports.
 */
export function StyleBasemap({ url, view, onDrawing, onDrawn, onFailed, onAttribution }: StyleBasemapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onDrawing, onDrawn, onFailed, onAttribution });
  callbacks.current = { onDrawing, onDrawn, onFailed, onAttribution };

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let loaded = false;
    const map = new MapLibreMap({
      container,
      style: url,
      ...camera(view.get()),
      interactive: false,
      attributionControl: false,
      // deck.gl limits the zoom; MapLibre must follow it wherever it goes.
      minZoom: 0,
      maxZoom: 24,
      // No fading in of labels and tiles: a frame shows the finished map (pictures, benchmarks).
      fadeDuration: 0,
      // Kept, as deck.gl's is, so a test can read the drawn streets back.
      canvasContextAttributes: { antialias: false, preserveDrawingBuffer: true },
    });
    callbacks.current.onDrawing();
    map.on('load', () => {
      loaded = true;
    });
    map.on('error', (event) => {
      // Before the style has loaded an error is the style's own: nothing will be drawn. Later ones are
      // a tile or an image, which MapLibre skips.
      if (!loaded) callbacks.current.onFailed(event.error);
    });
    map.on('idle', () => callbacks.current.onDrawn());
    map.on('sourcedata', (event: MapSourceDataEvent) => {
      if (event.sourceDataType === 'metadata' || event.isSourceLoaded)
        callbacks.current.onAttribution(creditsOf(map));
    });
    const follow = () => {
      callbacks.current.onDrawing();
      map.jumpTo(camera(view.get()));
    };
    const unsubscribe = view.subscribe(follow);
    return () => {
      unsubscribe();
      map.remove();
    };
  }, [url, view]);

  return <Container ref={containerRef} aria-hidden="true" data-basemap="style" />;
}
