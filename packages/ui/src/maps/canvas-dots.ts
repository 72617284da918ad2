// The journey dots drawn by the CPU (the CPU path of map-renderer): the same round, smoothed dots
// MarkerDotsLayer draws on the GPU, rasterised into an alpha buffer and put on the layer's canvas in
// one copy. A dot is a few dozen pixels; 100 000 of them are a few million additions, where software
// WebGL spends ~40 ms on a blank frame before it draws anything.
import type { WebMercatorViewport } from '@deck.gl/core';
import type { Rgba } from './map-colours';
import type { CanvasFrame, CanvasLayer, LayerContext } from './MapView/canvas-layers';

/** deck.gl's SMOOTH_EDGE_RADIUS: the dots' edges blend over a pixel (half inside, half out). */
const smoothEdge = 0.5;
/** Dot centres are placed to the nearest quarter of a device pixel (16 prepared dot shapes). */
const steps = 4;

const worldOf = new WeakMap<Float64Array, Float64Array>();

/** A longitude's Web Mercator world x (512 units round the world). */
export const worldX = (longitude: number) => ((longitude + 180) * 512) / 360;

/** A latitude's Web Mercator world y (northwards). */
export const worldY = (latitude: number) =>
  (256 / Math.PI) * (Math.PI + Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)));

/**
 * Longitude, latitude pairs as Web Mercator world coordinates (deck.gl's common space: 512 units
 * round the world, y northwards), worked out once per array.
 */
export function worldPositions(lngLat: Float64Array): Float64Array {
  let world = worldOf.get(lngLat);
  if (world) return world;
  world = new Float64Array(lngLat.length);
  for (let index = 0; index < lngLat.length; index += 2) {
    world[index] = worldX(lngLat[index]!);
    world[index + 1] = worldY(lngLat[index + 1]!);
  }
  worldOf.set(lngLat, world);
  return world;
}

/** From world coordinates to CSS pixels of `viewport` (flat, north up): x = a·wx + b, y = c·wy + d. */
export function worldToPixels(viewport: WebMercatorViewport) {
  const [centreX, centreY] = viewport.center as [number, number];
  const { scale, width, height } = viewport;
  return { a: scale, b: width / 2 - centreX * scale, c: -scale, d: height / 2 + centreY * scale };
}

/** CSS pixels a metre at the view's centre, as deck.gl sizes a radius in metres. */
export const pixelsPerMetre = (viewport: WebMercatorViewport) =>
  viewport.getDistanceScales().unitsPerMeter[0]! * viewport.scale;

/** A dot's radius in CSS pixels: `metres` at this view, never under `minPixels`. */
export const dotRadius = (viewport: WebMercatorViewport, metres: number, minPixels: number) =>
  Math.max(metres * pixelsPerMetre(viewport), minPixels);

const smoothstep = (from: number, to: number, value: number) => {
  const t = Math.min(Math.max((value - from) / (to - from), 0), 1);
  return t * t * (3 - 2 * t);
};

type DotShapes = { reach: number; side: number; masks: Uint8Array[] };

/**
 * The coverage of a dot of `radius` CSS pixels (0–`alpha`) on the device pixels around its centre,
 * for each quarter-pixel offset of the centre: MarkerDotsLayer's fragment shader on the CPU.
 */
function dotShapes(radius: number, pixelRatio: number, alpha: number): DotShapes {
  const reach = Math.ceil((radius + smoothEdge) * pixelRatio) + 1;
  const side = reach * 2 + 1;
  const masks: Uint8Array[] = [];
  for (let stepY = 0; stepY < steps; stepY += 1)
    for (let stepX = 0; stepX < steps; stepX += 1) {
      const mask = new Uint8Array(side * side);
      for (let row = 0; row < side; row += 1)
        for (let column = 0; column < side; column += 1) {
          // A pixel's centre from the dot's centre, in CSS pixels.
          const dx = (column - reach + 0.5 - (stepX + 0.5) / steps) / pixelRatio;
          const dy = (row - reach + 0.5 - (stepY + 0.5) / steps) / pixelRatio;
          const distance = Math.hypot(dx, dy);
          mask[row * side + column] = Math.round(
            alpha * smoothstep(distance - smoothEdge, distance + smoothEdge, radius),
          );
        }
      masks.push(mask);
    }
  return { reach, side, masks };
}

/** Device pixels a side of the tiles a layer's touched pixels are noted in. */
export const tileSize = 32;

/** The tiles (`tileSize` device pixels square, row by row) a layer touched: 1 where it did. */
export type Touched = { tiles: Uint8Array; columns: number; rows: number };

/**
 * Adds the dots at `world` (world coordinates) to `coverage` (one byte a device pixel, 0–255): each
 * pixel's alpha grows as a dot of alpha `alpha` is blended over it (source over, one colour). Answers
 * the tiles it touched: journeys crowd round schools, with a few far out, so a box round them all
 * would be mostly empty.
 */
export function rasterDots(
  coverage: Uint8Array,
  frame: Pick<CanvasFrame, 'width' | 'height' | 'pixelRatio'> & { viewport: WebMercatorViewport },
  world: Float64Array,
  radius: number,
  alpha: number,
): Touched {
  const { width, height, pixelRatio } = frame;
  const columns = Math.ceil(width / tileSize);
  const touched = {
    tiles: new Uint8Array(columns * Math.ceil(height / tileSize)),
    columns,
    rows: Math.ceil(height / tileSize),
  };
  const { a, b, c, d } = worldToPixels(frame.viewport);
  const { reach, side, masks } = dotShapes(radius, pixelRatio, alpha);
  // Each shape's covered pixels as offsets from the dot's pixel in this buffer, with their alpha: a dot
  // wholly inside (nearly all) walks only those.
  const covered = masks.map((mask) => {
    const offsets: number[] = [];
    const values: number[] = [];
    mask.forEach((value, at) => {
      if (value === 0) return;
      offsets.push((Math.floor(at / side) - reach) * width + (at % side) - reach);
      values.push(value);
    });
    return { offsets: Int32Array.from(offsets), values: Uint8Array.from(values) };
  });
  for (let index = 0; index < world.length; index += 2) {
    const x = (a * world[index]! + b) * pixelRatio;
    const y = (c * world[index + 1]! + d) * pixelRatio;
    if (!(x > -reach && x < width + reach && y > -reach && y < height + reach)) continue;
    const column = Math.floor(x);
    const row = Math.floor(y);
    const shape = Math.floor((y - row) * steps) * steps + Math.floor((x - column) * steps);
    const left = column - reach;
    const top = row - reach;
    const fromX = Math.max(0, -left);
    const toX = Math.min(side, width - left);
    const fromY = Math.max(0, -top);
    const toY = Math.min(side, height - top);
    if (fromX >= toX || fromY >= toY) continue;
    for (
      let tileRow = ((top + fromY) / tileSize) | 0, lastRow = ((top + toY - 1) / tileSize) | 0;
      tileRow <= lastRow;
      tileRow += 1
    )
      for (
        let tile = ((left + fromX) / tileSize) | 0, last = ((left + toX - 1) / tileSize) | 0;
        tile <= last;
        tile += 1
      )
        touched.tiles[tileRow * columns + tile] = 1;
    if (fromX === 0 && fromY === 0 && toX === side && toY === side) {
      const { offsets, values } = covered[shape]!;
      const at = row * width + column;
      for (let pixel = 0; pixel < offsets.length; pixel += 1)
        coverage[at + offsets[pixel]!] = over(coverage[at + offsets[pixel]!]!, values[pixel]!);
      continue;
    }
    const mask = masks[shape]!;
    for (let my = fromY; my < toY; my += 1) {
      const rowAt = (top + my) * width + left;
      const maskAt = my * side;
      for (let mx = fromX; mx < toX; mx += 1) {
        const dot = mask[maskAt + mx]!;
        if (dot !== 0) coverage[rowAt + mx] = over(coverage[rowAt + mx]!, dot);
      }
    }
  }
  return touched;
}

/** The alpha of `dot` blended over `under` (source over, 0–255): under + (255 − under) · dot / 255, rounded. */
function over(under: number, dot: number) {
  const share = (255 - under) * dot + 128;
  return under + ((share + (share >> 8)) >> 8);
}

let scratch: { coverage: Uint8Array; image: ImageData } | null = null;

/**
 * Buffers of `width` × `height` reused by every canvas layer (each canvas keeps its own copy of what
 * is put on it); the coverage is all zeros (`putCoverage` clears what it read).
 */
function scratchOf(width: number, height: number) {
  if (!scratch || scratch.image.width !== width || scratch.image.height !== height)
    scratch = { coverage: new Uint8Array(width * height), image: new ImageData(width, height) };
  return scratch;
}

/**
 * The `touched` tiles of `coverage` in one colour on the context's (cleared) canvas: each pixel's
 * alpha from the coverage, each row's run of touched tiles put in one go. The coverage is left all
 * zeros.
 */
function putCoverage(
  context: LayerContext,
  coverage: Uint8Array,
  image: ImageData,
  [red, green, blue]: Rgba,
  { tiles, columns, rows }: Touched,
) {
  const pixels = new Uint32Array(image.data.buffer);
  const { width, height } = image;
  // ImageData is RGBA in memory: little-endian words read ABGR.
  const colour = (blue << 16) | (green << 8) | red;
  for (let tileRow = 0; tileRow < rows; tileRow += 1) {
    const top = tileRow * tileSize;
    const bottom = Math.min(top + tileSize, height);
    for (let tile = 0; tile < columns; tile += 1) {
      if (tiles[tileRow * columns + tile] === 0) continue;
      let end = tile + 1;
      while (end < columns && tiles[tileRow * columns + end] === 1) end += 1;
      const left = tile * tileSize;
      const right = Math.min(end * tileSize, width);
      for (let row = top; row < bottom; row += 1)
        for (let index = row * width + left, last = row * width + right; index < last; index += 1) {
          const alpha = coverage[index]!;
          pixels[index] = alpha === 0 ? 0 : ((alpha << 24) | colour) >>> 0;
          coverage[index] = 0;
        }
      context.putImageData(image, 0, 0, left, top, right - left, bottom - top);
      tile = end;
    }
  }
}

/** Journey dots of one colour as a canvas layer: positions as longitude, latitude pairs. */
export type DotsOptions = {
  id: string;
  lngLat: Float64Array;
  colour: Rgba;
  /** The dots' radius in metres. */
  radiusMetres: number;
  /** The smallest radius in CSS pixels. */
  radiusMinPixels: number;
  pickable: boolean;
};

/**
 * The dots as a canvas layer: `draw` rasterises them; `pick` finds the topmost dot under a point
 * (within 2 pixels of its edge, as deck.gl's pick radius), the nearest first.
 */
export function dotsCanvasLayer({
  id,
  lngLat,
  colour,
  radiusMetres,
  radiusMinPixels,
  pickable,
}: DotsOptions): CanvasLayer {
  return {
    id,
    draw: (context, frame) => {
      const { coverage, image } = scratchOf(frame.width, frame.height);
      const radius = dotRadius(frame.viewport, radiusMetres, radiusMinPixels);
      const touched = rasterDots(coverage, frame, worldPositions(lngLat), radius, colour[3]);
      putCoverage(context, coverage, image, colour, touched);
    },
    pick: pickable
      ? (frame, x, y) => {
          const world = worldPositions(lngLat);
          const { a, b, c, d } = worldToPixels(frame.viewport);
          const radius = dotRadius(frame.viewport, radiusMetres, radiusMinPixels);
          let found = -1;
          let nearest = 2;
          for (let index = 0; index < world.length; index += 2) {
            const gap = Math.hypot(a * world[index]! + b - x, c * world[index + 1]! + d - y) - radius;
            // Later dots lie over earlier ones: a tie goes to the later.
            if (gap <= nearest) {
              nearest = Math.max(gap, 0);
              found = index / 2;
            }
          }
          return found;
        }
      : undefined,
  };
}
