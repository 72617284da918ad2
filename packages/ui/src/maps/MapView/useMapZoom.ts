import { WebMercatorViewport, type MapViewState } from '@deck.gl/core';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { createViewStore, viewpointOf, type Viewpoint } from '../map-view-store';
import { steppedZoom } from '../map-zoom';

/** A point on the map. */
export type Place = { latitude: number; longitude: number };

type MapZoomOptions = {
  centre: Place;
  zoom: number;
  minZoom: number;
  maxZoom: number;
  focus: readonly Place[] | undefined;
  /** The closest a focus is fitted at (within `maxZoom`). */
  focusMaxZoom: number;
  /** The map's root: a focus is fitted to its size. */
  rootRef: RefObject<HTMLElement | null>;
  onZoomChange: ((zoom: number) => void) | undefined;
  /** Called when a zoom button is about to move the view (not at a limit). */
  onZoomStep: () => void;
};

/**
 * A MapView's view and its zoom: the opening view within the zoom limits, the jumps a new focus
 * (fitted, at most `focusMaxZoom`), its end (back to the view before it) and the zoom
 * buttons make, the view store that follows
 * every frame, and `onZoomChange` called with the whole zoom each time it changes.
 */
export function useMapZoom({
  centre,
  zoom,
  minZoom,
  maxZoom,
  focus,
  focusMaxZoom,
  rootRef,
  onZoomChange,
  onZoomStep,
}: MapZoomOptions) {
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
  // The view before the first focus of a run of them: a focus taken away (a lookup cleared) goes back to it.
  const beforeFocus = useRef<Viewpoint | null>(null);
  // A new focus moves the view at once; no focus any more moves it back.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!focus || focus.length === 0 || !root) {
      const back = beforeFocus.current;
      if (!back) return;
      beforeFocus.current = null;
      setJump({ ...back, minZoom, maxZoom });
      zoomSeen(back.zoom);
      return;
    }
    beforeFocus.current ??= view.get();
    const fitted = fittedView(focus, root, Math.min(focusMaxZoom, maxZoom));
    setJump({ ...fitted, minZoom, maxZoom });
    zoomSeen(fitted.zoom);
    // Only a new focus moves the view; a zoom callback that changes identity must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);
  useLayoutEffect(() => view.set(viewpointOf(initialViewState)), [view, initialViewState]);

  /** deck.gl moved the view (a drag, a wheel, a key). */
  const viewChanged = (viewState: MapViewState) => {
    view.set(viewpointOf(viewState));
    zoomSeen(viewState.zoom);
  };

  // A zoom button moves the view by a step, within the limits.
  const zoomBy = (direction: 1 | -1) => {
    const now = view.get();
    const zoomNext = steppedZoom(now.zoom, direction, minZoom, maxZoom);
    if (zoomNext === now.zoom) return;
    onZoomStep();
    setJump({ ...now, zoom: zoomNext, minZoom, maxZoom });
    zoomSeen(zoomNext);
  };

  return { openingViewState, initialViewState, view, viewChanged, zoomBy };
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
