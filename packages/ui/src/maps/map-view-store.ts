/** Where the map looks: the centre and zoom deck.gl's view state holds (and bearing and pitch, for MapLibre). */
export type Viewpoint = {
  latitude: number;
  longitude: number;
  zoom: number;
  bearing: number;
  pitch: number;
};

/**
 * The map's current view, for the few things that follow every frame of a pan or zoom (the zoom
 * buttons, the scale bar, a MapLibre basemap) without rendering the whole map again: they subscribe
 * (`useSyncExternalStore`), MapView sets it from deck.gl's view changes.
 */
export type ViewStore = {
  get: () => Viewpoint;
  set: (view: Viewpoint) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createViewStore(initial: Viewpoint): ViewStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(view) {
      if (
        view.latitude === current.latitude &&
        view.longitude === current.longitude &&
        view.zoom === current.zoom &&
        view.bearing === current.bearing &&
        view.pitch === current.pitch
      )
        return;
      current = view;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The viewpoint of a deck.gl view state (bearing and pitch 0 when it has none). */
export const viewpointOf = (view: {
  latitude: number;
  longitude: number;
  zoom: number;
  bearing?: number;
  pitch?: number;
}): Viewpoint => ({
  latitude: view.latitude,
  longitude: view.longitude,
  zoom: view.zoom,
  bearing: view.bearing ?? 0,
  pitch: view.pitch ?? 0,
});
