import { WebMercatorViewport, type MapViewState } from '@deck.gl/core';
import {
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { chooseBasemap } from '../basemap-choice';
import { basemapLayers } from '../basemap-layers';
import { landAreaAround, landAreaServes, type LandArea } from '../land-area';
import type { ViewStore } from '../map-view-store';
import type { StyleBasemapProps } from '../StyleBasemap/StyleBasemap';

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

type BasemapOptions = {
  styleUrl: string | undefined;
  tilesUrl: string | undefined;
  /** Credit shown while raster tiles are used. */
  tilesAttribution: string;
  /** Where the map opens, and where it was last moved to by the map itself. */
  openingViewState: MapViewState;
  initialViewState: MapViewState;
  /** The view a style follows. */
  view: ViewStore;
  /** The map's root: the land is cut to its size. */
  rootRef: RefObject<HTMLElement | null>;
  /** Called when the style has drawn everything in view. */
  onStyleDrawn: () => void;
};

type Basemap = {
  /** What deck.gl draws under the layers: the tiles or the land (none while a style draws). */
  layers: ReturnType<typeof basemapLayers>;
  /** The MapLibre style, drawn under deck.gl's canvas; null without one. */
  style: ReactNode;
  /** The credit shown over the map, or null. */
  credits: string | null;
  /** Whether the basemap has drawn everything in view (false while a style draws). */
  drawn: RefObject<boolean>;
  /** Called with each view deck.gl moves to: the land is cut again once the view leaves its area. */
  followView: (view: MapViewState) => void;
};

/**
 * A MapView's basemap: the style while it has not failed (MapLibre draws it, and says when it has),
 * else the tiles or the offline land, drawn by deck.gl (`chooseBasemap`).
 */
export function useBasemap({
  styleUrl,
  tilesUrl,
  tilesAttribution,
  openingViewState,
  initialViewState,
  view,
  rootRef,
  onStyleDrawn,
}: BasemapOptions): Basemap {
  const [styleFailed, setStyleFailed] = useState(false);
  const choice = chooseBasemap({ styleUrl, tilesUrl, styleFailed });
  const [styleCredits, setStyleCredits] = useState('');
  const drawn = useRef(choice.kind !== 'style');
  if (choice.kind !== 'style') drawn.current = true;

  // The offline land is cut to the area around the view, and cut again once the view leaves it.
  const [landArea, setLandArea] = useState<LandArea>(() =>
    landAreaAround(viewBounds(openingViewState, 2048, 2048)),
  );
  const followView = useCallback(
    (view: MapViewState) => {
      const root = rootRef.current;
      if (!root) return;
      const bounds = viewBounds(view, root.clientWidth, root.clientHeight);
      setLandArea((area) => (landAreaServes(area, bounds) ? area : landAreaAround(bounds)));
    },
    [rootRef],
  );
  useLayoutEffect(() => followView(initialViewState), [initialViewState, followView]);
  const drawsStyle = choice.kind === 'style';
  const deckTilesUrl = choice.kind === 'tiles' ? choice.url : undefined;
  const layers = useMemo(
    () => (drawsStyle ? [] : basemapLayers(deckTilesUrl, landArea)),
    [drawsStyle, deckTilesUrl, landArea],
  );

  const style =
    choice.kind === 'style' ? (
      <Suspense fallback={null}>
        <StyleBasemap
          url={choice.url}
          view={view}
          onDrawing={() => {
            drawn.current = false;
          }}
          onDrawn={() => {
            drawn.current = true;
            onStyleDrawn();
          }}
          onFailed={(error) => {
            console.warn('The map style could not be loaded; the offline basemap is drawn instead.', error);
            setStyleFailed(true);
          }}
          onAttribution={setStyleCredits}
        />
      </Suspense>
    ) : null;
  const credits =
    choice.kind === 'tiles'
      ? tilesAttribution
      : choice.kind === 'style' && styleCredits
        ? styleCredits
        : null;

  return { layers, style, credits, drawn, followView };
}

/** West, south, east and north edges of a view of `width` × `height` pixels. */
function viewBounds(view: MapViewState, width: number, height: number): LandArea {
  return new WebMercatorViewport({
    ...view,
    width: Math.max(width, 1),
    height: Math.max(height, 1),
  }).getBounds() as LandArea;
}
