import { expect, waitFor, within } from 'storybook/test';
import { mapColours } from './map-colours';

/** Waits until the map says a frame showed every layer loaded (WebGL on SwiftShader can take a while). */
export async function mapDrawn(map: HTMLElement) {
  await waitFor(() => expect(map).toHaveAttribute('data-state', 'drawn'), { timeout: 30_000 });
}

/** deck.gl's canvas (the layers; the offline land or raster tiles), not a style basemap's under it. */
function deckCanvas(map: HTMLElement) {
  const canvas = map.querySelector<HTMLCanvasElement>('canvas:not([data-basemap] canvas)');
  if (!canvas) throw new Error('The map has no canvas');
  return canvas;
}

/** The canvas MapLibre draws a style on, under deck.gl's. */
function styleCanvas(map: HTMLElement) {
  const canvas = map.querySelector<HTMLCanvasElement>('[data-basemap="style"] canvas');
  if (!canvas) throw new Error('The map draws no style');
  return canvas;
}

/**
 * The colours the layers drew (`from` 'layers', the default: deck.gl's canvas with the CPU path's
 * canvases over it) or the style under them (`from` 'style') in a square of `size` device pixels
 * around a point `dx`, `dy` CSS pixels from the map's centre.
 */
export function pixelsAround(
  map: HTMLElement,
  dx = 0,
  dy = 0,
  size = 7,
  from: 'layers' | 'style' = 'layers',
): [number, number, number, number][] {
  const canvas = from === 'style' ? styleCanvas(map) : deckCanvas(map);
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const context = copy.getContext('2d');
  if (!context) throw new Error('No 2D context');
  // luma.gl and the style's MapLibre keep the drawing buffer, so the last frame can be copied.
  context.drawImage(canvas, 0, 0);
  if (from === 'layers')
    for (const layer of map.querySelectorAll<HTMLCanvasElement>('canvas[data-layer]'))
      if (layer.style.visibility !== 'hidden') context.drawImage(layer, 0, 0);
  const scale = canvas.width / canvas.clientWidth;
  const left = Math.round(canvas.width / 2 + dx * scale - size / 2);
  const top = Math.round(canvas.height / 2 + dy * scale - size / 2);
  const data = context.getImageData(left, top, size, size).data;
  const pixels: [number, number, number, number][] = [];
  for (let index = 0; index < data.length; index += 4)
    pixels.push([data[index]!, data[index + 1]!, data[index + 2]!, data[index + 3]!]);
  return pixels;
}

/** How far a pixel is from a colour (sum of channel differences). */
export const colourDistance = (pixel: readonly number[], colour: readonly number[]) =>
  Math.abs(pixel[0]! - colour[0]!) + Math.abs(pixel[1]! - colour[1]!) + Math.abs(pixel[2]! - colour[2]!);

/** A mouse click `dx`, `dy` CSS pixels from the map's centre: press, release and click, as a mouse sends them. */
export function clickMapAt(map: HTMLElement, dx = 0, dy = 0) {
  const canvas = deckCanvas(map);
  const box = canvas.getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2 + dx, clientY: box.top + box.height / 2 + dy };
  const pointer = {
    bubbles: true,
    cancelable: true,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    button: 0,
    ...at,
  };
  canvas.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1, pressure: 0.5 }));
  canvas.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0 }));
  canvas.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...at }));
}

/** A console map once its data has arrived (the `loading` status is gone) and a frame has drawn it. */
export async function mapLoaded(map: HTMLElement, loading: string) {
  await waitFor(() => expect(within(map).queryByRole('status', { name: loading })).not.toBeInTheDocument(), {
    timeout: 20_000,
  });
  await mapDrawn(map);
  return map;
}

/** Whether the point picked for an address (LocationPicker's marker) is drawn `dx`, `dy` CSS pixels from the map's centre. */
export const pickedAt = (map: HTMLElement, dx = 0, dy = 0) =>
  pixelsAround(map, dx, dy, 3).every((pixel) => colourDistance(pixel, mapColours.picked) < 24);

/** What the scale bar reads ('Scale: 20 km'): it follows the view's zoom, so a play reads the zoom from it. */
export const mapScale = (map: HTMLElement) =>
  within(map)
    .getByRole('img', { name: /^Scale:/ })
    .getAttribute('aria-label');

/**
 * The point `dx`, `dy` CSS pixels from the centre of a map looking at `centre` at `zoom` (Web Mercator:
 * 512 × 2^zoom pixels round the world; a degree of latitude is 1/cos(latitude) longer).
 */
export function pointAt(
  { centre, zoom }: { centre: { latitude: number; longitude: number }; zoom: number },
  dx: number,
  dy: number,
) {
  const perDegree = (512 * 2 ** zoom) / 360;
  return {
    latitude: centre.latitude - (dy / perDegree) * Math.cos((centre.latitude * Math.PI) / 180),
    longitude: centre.longitude + dx / perDegree,
  };
}
