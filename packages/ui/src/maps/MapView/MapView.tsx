import { WebMercatorViewport, type Layer, type MapViewState, type PickingInfo } from '@deck.gl/core';
import { DeckGL, type DeckGLRef } from '@deck.gl/react';
import { mapDefaults } from '@stride/domain';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { basemapLayers } from '../basemap-layers';
import { landAreaAround, landAreaServes, type LandArea } from '../land-area';
import { Attribution, Canvas, Overlay, Root } from './MapView.styles';

/** Where a click was, and what it picked: the layer, and the object or (for binary data) its index, -1 for none. */
export type MapClick = {
  latitude: number;
  longitude: number;
  object: unknown;
  layerId: string | null;
  index: number;
};

type Place = { latitude: number; longitude: number };

// No multisampling: the markers smooth their own edges, and software WebGL (SwiftShader) filled four
// samples per pixel of the land on every frame (ADR 0071).
const deviceProps = { type: 'webgl', webgl: { antialias: false } } as const;

export type MapViewProps = {
  /** Names the map for screen readers, e.g. 'Journeys map'. */
  label: string;
  /**
   * What is drawn over the basemap, bottom first.
   * @default []
   */
  layers?: readonly Layer[];
  /**
   * Where the map opens.
   * @default London (51.5074, -0.1278)
   */
  centre?: { latitude: number; longitude: number };
  /**
   * Places the view jumps to, fitted (at most zoom 15), each time a new non-empty list is given:
   * a lookup's result.
   * @default undefined
   */
  focus?: readonly Place[];
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
   * A raster tile URL template (`https://…/{z}/{x}/{y}.png`); without one the offline land and
   * coastline basemap is drawn.
   * @default undefined
   */
  tilesUrl?: string;
  /**
   * Credit shown over the map while tiles are used.
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
} & Omit<ComponentPropsWithoutRef<'section'>, 'children'>;

/**
 * A deck.gl map (WebGL) with a basemap that needs no network. The root carries `data-state`
 * ('drawing' until a frame shows every layer loaded, then 'drawn') and `data-draw-ms` (time from
 * the layers changing to that frame), read by the benchmark and tests.
 */
export function MapView({
  label,
  layers = [],
  centre = mapDefaults.centre,
  focus,
  zoom = mapDefaults.zoom,
  minZoom = mapDefaults.minZoom,
  maxZoom = 13,
  tilesUrl,
  tilesAttribution = '© OpenStreetMap contributors',
  onZoomChange,
  onMapClick,
  tooltip,
  busy = false,
  children,
  ...rest
}: MapViewProps) {
  const rootRef = useRef<HTMLElement>(null);
  const deckRef = useRef<DeckGLRef>(null);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const changedAt = useRef<number | null>(null);
  const lastZoom = useRef(Math.round(zoom));

  const openingViewState = useMemo<MapViewState>(
    () => ({ latitude: centre.latitude, longitude: centre.longitude, zoom, minZoom, maxZoom }),
    [centre.latitude, centre.longitude, zoom, minZoom, maxZoom],
  );
  const [focused, setFocused] = useState<MapViewState | null>(null);
  // A new focus moves the view at once (deck.gl takes a changed initialViewState as a jump).
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!focus || focus.length === 0 || !root) return;
    const view = fittedView(focus, root, Math.min(mapDefaults.focusMaxZoom, maxZoom));
    setFocused({ ...view, minZoom, maxZoom });
    const whole = Math.round(view.zoom);
    if (whole !== lastZoom.current) {
      lastZoom.current = whole;
      onZoomChange?.(whole);
    }
    // Only a new focus moves the view; a zoom callback that changes identity must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);
  const initialViewState = focused ?? openingViewState;

  // The offline land is cut to the area around the view, and cut again once the view leaves it.
  const [landArea, setLandArea] = useState<LandArea>(() =>
    landAreaAround(viewBounds(openingViewState, 2048, 2048)),
  );
  const followView = useCallback((view: MapViewState) => {
    const root = rootRef.current;
    if (!root) return;
    const bounds = viewBounds(view, root.clientWidth, root.clientHeight);
    setLandArea((area) => (landAreaServes(area, bounds) ? area : landAreaAround(bounds)));
  }, []);
  useLayoutEffect(() => followView(initialViewState), [initialViewState, followView]);
  const basemap = useMemo(() => basemapLayers(tilesUrl, landArea), [tilesUrl, landArea]);
  const allLayers = useMemo(() => [...basemap, ...layers], [basemap, layers]);

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

  // A frame drawn while a layer still loads (an icon atlas, tiles) is not the finished map: ask for
  // another frame, since deck.gl draws nothing more on its own once the props stop changing.
  const afterRender = useCallback(() => {
    if (changedAt.current === null) return;
    const waiting = (latestLayers.current ?? []).filter((layer) => !layer.isLoaded).map((layer) => layer.id);
    rootRef.current?.setAttribute('data-waiting', waiting.join(' '));
    if (waiting.length > 0) {
      // redraw() draws at once: wait a frame, or this callback would call itself.
      requestAnimationFrame(() => deckRef.current?.deck?.redraw('layers loading'));
      return;
    }
    rootRef.current?.setAttribute('data-draw-ms', (performance.now() - changedAt.current).toFixed(1));
    rootRef.current?.setAttribute('data-state', 'drawn');
    changedAt.current = null;
  }, []);

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
    const picked = deckRef.current?.pickObject({ x, y, radius: 2 });
    onMapClick({
      latitude,
      longitude,
      object: picked?.object ?? null,
      layerId: picked?.layer?.id ?? null,
      index: picked?.index ?? -1,
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
        <DeckGL
          ref={deckRef}
          deviceProps={deviceProps}
          initialViewState={initialViewState}
          controller={{ doubleClickZoom: true, keyboard: true }}
          layers={allLayers}
          onAfterRender={afterRender}
          onViewStateChange={({ viewState }) => {
            followView(viewState as MapViewState);
            const whole = Math.round((viewState as MapViewState).zoom);
            if (whole !== lastZoom.current) {
              lastZoom.current = whole;
              onZoomChange?.(whole);
            }
          }}
          getTooltip={tooltip ? ({ object }: PickingInfo) => (object ? tooltip(object) : null) : undefined}
        />
      </Canvas>
      {children ? <Overlay>{children}</Overlay> : null}
      {tilesUrl ? <Attribution>{tilesAttribution}</Attribution> : null}
    </Root>
  );
}

/** West, south, east and north edges of a view of `width` × `height` pixels. */
function viewBounds(view: MapViewState, width: number, height: number): LandArea {
  return new WebMercatorViewport({
    ...view,
    width: Math.max(width, 1),
    height: Math.max(height, 1),
  }).getBounds() as LandArea;
}

/** The view that shows every place, fitted to the map's size, at most `maxZoom`. */
function fittedView(places: readonly Place[], root: HTMLElement, maxZoom: number) {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { longitude, latitude } of places) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  const width = Math.max(root.clientWidth, 1);
  const height = Math.max(root.clientHeight, 1);
  const padding = Math.min(40, Math.floor(Math.min(width, height) / 4));
  const { longitude, latitude, zoom } = new WebMercatorViewport({
    width,
    height,
  }).fitBounds(
    [
      [west, south],
      [east, north],
    ],
    { padding, maxZoom },
  );
  return { longitude, latitude, zoom };
}
