/** How far one press of Zoom in or Zoom out (or the + and - keys) moves the zoom. */
const zoomStep = 1;

// A fitted view may stop a hair short of a limit: closer than this counts as at it.
const atLimit = 1e-6;

/** The zoom one step in (`direction` 1) or out (-1) from `zoom`, kept within the map's limits. */
export function steppedZoom(zoom: number, direction: 1 | -1, minZoom: number, maxZoom: number): number {
  return Math.min(maxZoom, Math.max(minZoom, zoom + direction * zoomStep));
}

/** Whether the map can still zoom in and out from `zoom`: the buttons are disabled at the limits. */
export function zoomRoom(zoom: number, minZoom: number, maxZoom: number) {
  return { canZoomIn: zoom < maxZoom - atLimit, canZoomOut: zoom > minZoom + atLimit };
}

// Web Mercator as deck.gl and MapLibre draw it: 512 pixels round the equator at zoom 0.
const equatorMetres = 40_075_016.686;
const worldPixels = 512;

/** Metres on the ground per CSS pixel at `latitude` and `zoom`. */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (equatorMetres * Math.cos((latitude * Math.PI) / 180)) / (worldPixels * 2 ** zoom);
}

/**
 * The scale bar: the longest round distance (1, 2 or 5 times a power of ten metres) that fits in
 * `maxWidth` pixels, its width in pixels and its label ('500 m', '2 km').
 */
export function scaleBar(latitude: number, zoom: number, maxWidth: number) {
  const perPixel = metresPerPixel(latitude, zoom);
  const most = perPixel * maxWidth;
  const power = 10 ** Math.floor(Math.log10(most));
  const metres = [5, 2, 1].map((step) => step * power).find((distance) => distance <= most) ?? power;
  return {
    metres,
    width: metres / perPixel,
    label: metres >= 1000 ? `${metres / 1000} km` : `${metres} m`,
  };
}
