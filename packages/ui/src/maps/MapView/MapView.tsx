import type { Layer, MapViewState, PickingInfo } from '@deck.gl/core';
import { DeckGL, type DeckGLRef } from '@deck.gl/react';
import { mapDefaults } from '@stride/domain';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { ScaleBar, ZoomButtons } from '../MapControls/MapControls';
import { canvasFrame, CanvasLayerStack, type CanvasLayer } from './canvas-layers';
import { Attribution, BottomLeft, BottomRight, Canvas, CanvasLayers, Overlay, Root } from './MapView.styles';
import { useBasemap } from './useBasemap';
import { useMapZoom, type Place } from './useMapZoom';

/** Where a click was, and what it picked: the layer, and the object or (for binary data) its index, -1 for none. */
type MapClick = {
  latitude: number;
  longitude: number;
  /** Where on the map, in CSS pixels from its top-left corner (to open something beside the point). */
  x: number;
  y: number;
  object: unknown;
  layerId: string | null;
  index: number;
};

// No multisampling: the markers smooth their own edges, and software WebGL (SwiftShader) filled four
// samples per pixel of the land on every frame (ADR 0071).
const deviceProps = { type: 'webgl', webgl: { antialias: false } } as const;
const noCanvasLayers: readonly CanvasLayer[] = [];

export type MapViewProps = {
  /** Names the map for screen readers, e.g. 'Journeys map'. */
  label: string;
  /**
   * What is drawn over the basemap, bottom first.
   * @default []
   */
  layers?: readonly Layer[];
  /**
   * Layers drawn by the CPU on 2D canvases over deck.gl's (the CPU path where WebGL is software:
   * `useMapRenderer`), bottom first. A click picks them first.
   * @default []
   */
  canvasLayers?: readonly CanvasLayer[];
  /**
   * Where the map opens.
   * @default London (51.5074, -0.1278)
   */
  centre?: { latitude: number; longitude: number };
  /**
   * Places the view jumps to, fitted (at most `focusMaxZoom`), each time a new non-empty list is given:
   * a lookup's result. When it is taken away again, the view goes back to where it was before.
   * @default undefined
   */
  focus?: readonly Place[];
  /**
   * The closest a focus is fitted at (a single place is shown at exactly this zoom, within `maxZoom`):
   * the address map's selection goes to 17.
   * @default 15 (`mapDefaults.focusMaxZoom`)
   */
  focusMaxZoom?: number;
  /**
   * The opening zoom.
   * @default 10
   */
  zoom?: number;
  /**
   * The furthest the map zooms out.
   * @default 5
   */
  minZoom?: number;
  /**
   * The furthest the map zooms in (13, 15 or 18 by category and role: `mapMaxZoom`).
   * @default 13
   */
  maxZoom?: number;
  /**
   * A MapLibre style URL (vector tiles, streets and places from the deployment's provider): MapLibre GL
   * is loaded and draws it under the layers. Without one (or if it fails to load), the tiles or the
   * offline land are drawn.
   * @default undefined
   */
  styleUrl?: string;
  /**
   * A raster tile URL template (`https://…/{z}/{x}/{y}.png`), used when no style is given; without
   * either the offline land basemap is drawn.
   * @default undefined
   */
  tilesUrl?: string;
  /**
   * Credit shown over the map while raster tiles are used (a style brings its own credits).
   * @default '© OpenStreetMap contributors'
   */
  tilesAttribution?: string;
  /**
   * Called with the whole zoom level when it changes (radii and icon scales follow it).
   * @default undefined
   */
  onZoomChange?: (zoom: number) => void;
  /**
   * Called on a click: where, and the marker under the pointer if any.
   * @default undefined
   */
  onMapClick?: (click: MapClick) => void;
  /**
   * Text shown beside the pointer over a pickable marker.
   * @default undefined
   */
  tooltip?: (object: unknown) => string | null;
  /**
   * While true the canvas is hidden (the map's frame and its controls stay) and the region is
   * `aria-busy`: a first load shows the same picture every time, never a half-drawn map.
   * @default false
   */
  busy?: boolean;
  /**
   * Controls and messages laid over the map's top-left corner.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Things placed over the map at points of their own (absolutely, from the map's top-left corner):
   * a panel anchored where a marker was clicked.
   * @default undefined
   */
  floating?: ReactNode;
} & Omit<ComponentPropsWithoutRef<'section'>, 'children'>;

/**
 * A deck.gl map (WebGL) with zoom buttons and a scale bar, over a basemap: the offline land that
 * needs no network, or the deployment's MapLibre style or raster tiles. The root carries
 * `data-state` ('drawing' until a frame shows every layer and the basemap loaded, then 'drawn') and
 * `data-draw-ms` (time from the layers or the zoom changing to that frame), read by the benchmark
 * and tests.
 */
export function MapView({
  label,
  layers = [],
  canvasLayers = noCanvasLayers,
  centre = mapDefaults.centre,
  focus,
  focusMaxZoom = mapDefaults.focusMaxZoom,
  zoom = mapDefaults.zoom,
  minZoom = mapDefaults.minZoom,
  maxZoom = 13,
  styleUrl,
  tilesUrl,
  tilesAttribution = '© OpenStreetMap contributors',
  onZoomChange,
  onMapClick,
  tooltip,
  busy = false,
  children,
  floating,
  ...rest
}: MapViewProps) {
  const rootRef = useRef<HTMLElement>(null);
  const deckRef = useRef<DeckGLRef>(null);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const changedAt = useRef<number | null>(null);
  const canvasLayersRef = useRef<HTMLDivElement>(null);
  const canvasStack = useRef<CanvasLayerStack | null>(null);

  // A zoom button's step leaves the map 'drawing' until the new view is drawn (a style's tiles for
  // it included).
  const { openingViewState, initialViewState, view, viewChanged, zoomBy } = useMapZoom({
    centre,
    zoom,
    minZoom,
    maxZoom,
    focus,
    focusMaxZoom,
    rootRef,
    onZoomChange,
    onZoomStep: () => {
      changedAt.current = performance.now();
      rootRef.current?.setAttribute('data-state', 'drawing');
    },
  });
  const basemap = useBasemap({
    styleUrl,
    tilesUrl,
    tilesAttribution,
    openingViewState,
    initialViewState,
    view,
    rootRef,
    onStyleDrawn: () => {
      if (changedAt.current !== null) deckRef.current?.deck?.redraw('basemap drawn');
    },
  });
  const { drawn: basemapDrawn, followView } = basemap;
  const allLayers = useMemo(() => [...basemap.layers, ...layers], [basemap.layers, layers]);

  // Noted while rendering: @deck.gl/react draws inside its own layout effect, which runs before this
  // component's, so an effect here would come after the frame it should time.
  const latestLayers = useRef<readonly Layer[] | null>(null);
  if (latestLayers.current !== allLayers) {
    latestLayers.current = allLayers;
    changedAt.current = performance.now();
  }
  useLayoutEffect(() => {
    if (changedAt.current !== null) rootRef.current?.setAttribute('data-state', 'drawing');
  }, [allLayers]);

  // The canvas layers (CPU path), drawn for the view deck.gl drew last. Only what changed is drawn.
  const latestCanvasLayers = useRef(canvasLayers);
  const canvasChangedAt = useRef<number | null>(null);
  if (latestCanvasLayers.current !== canvasLayers) {
    latestCanvasLayers.current = canvasLayers;
    canvasChangedAt.current ??= performance.now();
  }
  const paintCanvasLayers = useCallback(() => {
    const viewport = deckRef.current?.deck?.getViewports()[0];
    const container = canvasLayersRef.current;
    if (!viewport || !container) return false;
    canvasStack.current ??= new CanvasLayerStack(container);
    canvasStack.current.paint(latestCanvasLayers.current, canvasFrame(viewport, window.devicePixelRatio));
    return true;
  }, []);
  // A change of the canvas layers alone (a mode toggle, the markers' answer) gives deck.gl nothing to
  // draw: they are drawn here, and the map is drawn once they are, unless deck.gl has a frame to come.
  useLayoutEffect(() => {
    if (canvasChangedAt.current === null || !paintCanvasLayers()) return;
    if (changedAt.current !== null || !basemapDrawn.current) return;
    rootRef.current?.setAttribute('data-state', 'drawing');
    rootRef.current?.setAttribute('data-draw-ms', (performance.now() - canvasChangedAt.current).toFixed(1));
    rootRef.current?.setAttribute('data-state', 'drawn');
    canvasChangedAt.current = null;
  }, [canvasLayers, paintCanvasLayers, basemapDrawn]);

  // A frame drawn while a layer still loads (an icon atlas, tiles) or before the style has drawn its
  // part is not the finished map: ask for another frame, since deck.gl draws nothing more on its own
  // once the props stop changing (the style's 'drawn' asks for one too).
  const afterRender = useCallback(() => {
    // Every frame deck.gl draws (a pan, a zoom) has the canvas layers drawn for its view.
    paintCanvasLayers();
    if (changedAt.current === null && canvasChangedAt.current !== null)
      changedAt.current = canvasChangedAt.current;
    if (changedAt.current === null) return;
    const waiting = (latestLayers.current ?? []).filter((layer) => !layer.isLoaded).map((layer) => layer.id);
    if (!basemapDrawn.current) waiting.push('basemap-style');
    rootRef.current?.setAttribute('data-waiting', waiting.join(' '));
    if (!basemapDrawn.current) return;
    if (waiting.length > 0) {
      // redraw() draws at once: wait a frame, or this callback would call itself.
      requestAnimationFrame(() => deckRef.current?.deck?.redraw('layers loading'));
      return;
    }
    const since = Math.min(changedAt.current, canvasChangedAt.current ?? Infinity);
    rootRef.current?.setAttribute('data-draw-ms', (performance.now() - since).toFixed(1));
    rootRef.current?.setAttribute('data-state', 'drawn');
    changedAt.current = null;
    canvasChangedAt.current = null;
  }, [basemapDrawn, paintCanvasLayers]);

  // A click is a press and release in (almost) the same place, not the end of a drag. It is read
  // from the DOM and picked through deck.gl, so any pointer (or a test's events) works.
  const click = (event: MouseEvent<HTMLElement>) => {
    const pressed = pressedAt.current;
    const deck = deckRef.current?.deck;
    if (
      !onMapClick ||
      !pressed ||
      !deck ||
      Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) > 4
    )
      return;
    if (!(event.target instanceof HTMLCanvasElement)) return;
    const box = event.target.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const [viewport] = deck.getViewports();
    if (!viewport) return;
    const [longitude, latitude] = viewport.unproject([x, y]) as [number, number];
    // The canvas layers lie over deck.gl's: they are asked first.
    const onCanvas = canvasStack.current?.pick(
      latestCanvasLayers.current,
      canvasFrame(viewport, window.devicePixelRatio),
      x,
      y,
    );
    const picked = onCanvas ? null : deckRef.current?.pickObject({ x, y, radius: 2 });
    onMapClick({
      latitude,
      longitude,
      x,
      y,
      object: picked?.object ?? null,
      layerId: onCanvas?.layerId ?? picked?.layer?.id ?? null,
      index: onCanvas?.index ?? picked?.index ?? -1,
    });
  };

  return (
    <Root
      ref={rootRef}
      aria-label={label}
      aria-busy={busy || undefined}
      data-state="drawing"
      onPointerDown={(event) => {
        pressedAt.current = { x: event.clientX, y: event.clientY };
      }}
      onClick={click}
      {...rest}
    >
      <Canvas $hidden={busy}>
        {basemap.style}
        <DeckGL
          ref={deckRef}
          deviceProps={deviceProps}
          initialViewState={initialViewState}
          controller={{ doubleClickZoom: true, keyboard: true }}
          layers={allLayers}
          onAfterRender={afterRender}
          onViewStateChange={({ viewState }) => {
            followView(viewState as MapViewState);
            viewChanged(viewState as MapViewState);
          }}
          getTooltip={tooltip ? ({ object }: PickingInfo) => (object ? tooltip(object) : null) : undefined}
        />
        <CanvasLayers ref={canvasLayersRef} />
      </Canvas>
      {children ? <Overlay>{children}</Overlay> : null}
      {floating}
      <BottomLeft>
        <ScaleBar view={view} />
      </BottomLeft>
      <BottomRight>
        <ZoomButtons view={view} minZoom={minZoom} maxZoom={maxZoom} onZoom={zoomBy} />
        {basemap.credits !== null ? <Attribution>{basemap.credits}</Attribution> : null}
      </BottomRight>
    </Root>
  );
}
