import { WebMercatorViewport, type Layer, type MapViewState, type PickingInfo } from '@deck.gl/core';
import { DeckGL, type DeckGLRef } from '@deck.gl/react';
import { mapDefaults } from '@stride/domain';
import {
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { chooseBasemap } from '../basemap-choice';
import { basemapLayers } from '../basemap-layers';
import { landAreaAround, landAreaServes, type LandArea } from '../land-area';
import { ScaleBar, ZoomButtons } from '../MapControls/MapControls';
import { createViewStore, viewpointOf } from '../map-view-store';
import { steppedZoom } from '../map-zoom';
import type { StyleBasemapProps } from '../StyleBasemap/StyleBasemap';
import { Attribution, BottomLeft, BottomRight, Canvas, Overlay, Root } from './MapView.styles';

// MapLibre GL is fetched only when a style is given (ADR 0120): the offline map never loads it. If
// its chunk cannot be fetched, the map falls back as it does for a style that fails to load.
const StyleBasemap = lazy(() =>
  import('../StyleBasemap/StyleBasemap').then(
    (module) => ({ default: module.StyleBasemap }),
    (error: unknown) => ({
      default: (props: StyleBasemapProps) => <StyleUnavailable {...props} error={error} />,
    }),
  ),
);

function StyleUnavailable({ onFailed, error }: StyleBasemapProps & { error: unknown }) {
  useLayoutEffect(() => onFailed(error), [onFailed, error]);
  return null;
}

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
  centre = mapDefaults.centre,
  focus,
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
  // Where the view was last moved to by the map itself (a focus, a zoom button): deck.gl takes a
  // changed initialViewState as a jump.
  const [jump, setJump] = useState<MapViewState | null>(null);
  const initialViewState = jump ?? openingViewState;
  // The view now, followed on every frame by the zoom buttons, the scale bar and a style basemap.
  const [view] = useState(() => createViewStore(viewpointOf(openingViewState)));
  const zoomSeen = (zoomNow: number) => {
    const whole = Math.round(zoomNow);
    if (whole !== lastZoom.current) {
      lastZoom.current = whole;
      onZoomChange?.(whole);
    }
  };
  // A new focus moves the view at once.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!focus || focus.length === 0 || !root) return;
    const fitted = fittedView(focus, root, Math.min(mapDefaults.focusMaxZoom, maxZoom));
    setJump({ ...fitted, minZoom, maxZoom });
    zoomSeen(fitted.zoom);
    // Only a new focus moves the view; a zoom callback that changes identity must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);
  useLayoutEffect(() => view.set(viewpointOf(initialViewState)), [view, initialViewState]);

  // The basemap: the style while it has not failed (MapLibre draws it, and says when it has), else
  // the tiles or the land, drawn by deck.gl.
  const [styleFailed, setStyleFailed] = useState(false);
  const basemapChoice = chooseBasemap({ styleUrl, tilesUrl, styleFailed });
  const [styleCredits, setStyleCredits] = useState('');
  const basemapDrawn = useRef(basemapChoice.kind !== 'style');
  if (basemapChoice.kind !== 'style') basemapDrawn.current = true;

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
  const drawsStyle = basemapChoice.kind === 'style';
  const deckTilesUrl = basemapChoice.kind === 'tiles' ? basemapChoice.url : undefined;
  const basemap = useMemo(
    () => (drawsStyle ? [] : basemapLayers(deckTilesUrl, landArea)),
    [drawsStyle, deckTilesUrl, landArea],
  );
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

  // A zoom button moves the view by a step, within the limits; the map is 'drawing' until the new
  // view is drawn (a style's tiles for it included).
  const zoomBy = (direction: 1 | -1) => {
    const now = view.get();
    const zoomNext = steppedZoom(now.zoom, direction, minZoom, maxZoom);
    if (zoomNext === now.zoom) return;
    changedAt.current = performance.now();
    rootRef.current?.setAttribute('data-state', 'drawing');
    setJump({ ...now, zoom: zoomNext, minZoom, maxZoom });
    zoomSeen(zoomNext);
  };

  // A frame drawn while a layer still loads (an icon atlas, tiles) or before the style has drawn its
  // part is not the finished map: ask for another frame, since deck.gl draws nothing more on its own
  // once the props stop changing (the style's 'drawn' asks for one too).
  const afterRender = useCallback(() => {
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
        {basemapChoice.kind === 'style' ? (
          <Suspense fallback={null}>
            <StyleBasemap
              url={basemapChoice.url}
              view={view}
              onDrawing={() => {
                basemapDrawn.current = false;
              }}
              onDrawn={() => {
                basemapDrawn.current = true;
                if (changedAt.current !== null) deckRef.current?.deck?.redraw('basemap drawn');
              }}
              onFailed={(error) => {
                console.warn(
                  'The map style could not be loaded; the offline basemap is drawn instead.',
                  error,
                );
                setStyleFailed(true);
              }}
              onAttribution={setStyleCredits}
            />
          </Suspense>
        ) : null}
        <DeckGL
          ref={deckRef}
          deviceProps={deviceProps}
          initialViewState={initialViewState}
          controller={{ doubleClickZoom: true, keyboard: true }}
          layers={allLayers}
          onAfterRender={afterRender}
          onViewStateChange={({ viewState }) => {
            followView(viewState as MapViewState);
            view.set(viewpointOf(viewState as MapViewState));
            zoomSeen((viewState as MapViewState).zoom);
          }}
          getTooltip={tooltip ? ({ object }: PickingInfo) => (object ? tooltip(object) : null) : undefined}
        />
      </Canvas>
      {children ? <Overlay>{children}</Overlay> : null}
      <BottomLeft>
        <ScaleBar view={view} />
      </BottomLeft>
      <BottomRight>
        <ZoomButtons view={view} minZoom={minZoom} maxZoom={maxZoom} onZoom={zoomBy} />
        {basemapChoice.kind === 'tiles' ? <Attribution>{tilesAttribution}</Attribution> : null}
        {basemapChoice.kind === 'style' && styleCredits ? <Attribution>{styleCredits}</Attribution> : null}
      </BottomRight>
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
