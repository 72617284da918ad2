// The journey heatmap drawn by the CPU (the CPU path of map-renderer): deck.gl's HeatmapLayer worked
// out in plain arrays. Its weights pass draws every point as a Gaussian sprite into a texture of a
// texel every 2 pixels; its colour pass reads that texture (linearly) for every pixel, scales by the
// largest weight and looks the colour up. Here the same weights are added on a grid of texels 2 CSS
// pixels apart (only where the kernel is not ~0), the largest found, and each device pixel coloured
// from the grid: no sprite, texture or read-back, so a frame costs the points plus one pass over
// the pixels, whatever the machine's WebGL.
import type { WebMercatorViewport } from '@deck.gl/core';
import { worldToPixels, worldX, worldY } from '../canvas-dots';
import type { CanvasLayer } from '../MapView/canvas-layers';
import { degreesPerPixel, heatCells, type HeatCells } from './heat-cells';

/** CSS pixels a weights texel (deck.gl's RESOLUTION). */
const pixelsPerTexel = 2;
/** deck.gl's threshold: below this share of the largest weight the colour fades out. */
const threshold = 0.05;
/** The kernel beyond this share of its radius is below 1/20 000 of its peak: left out. */
const kernelReach = 0.75;
const kernelSteps = 4096;

/**
 * deck.gl's weights kernel at u (the distance over the radius, 0–1): exp(−u² / 0.05555) / (√π / 6), a
 * Gaussian of a sixth of the radius. Tabulated by u², `kernelSteps` steps up to `kernelReach`².
 */
const kernel = (() => {
  const table = new Float32Array(kernelSteps + 1);
  for (let step = 0; step <= kernelSteps; step += 1) {
    const u2 = (step / kernelSteps) * kernelReach * kernelReach;
    table[step] = Math.exp(-u2 / 0.05555) / (1.77245385 * 0.166666);
  }
  return table;
})();

/** The grid of weights: `columns` × `rows` texels, texel (i, j) centred at CSS pixel (2i + 1, 2j + 1). */
export type HeatGrid = {
  columns: number;
  rows: number;
  weights: Float32Array;
  largest: number;
  /** The texels with weight: columns `left` to `right` and rows `top` to `bottom`, excluded. */
  box: { left: number; top: number; right: number; bottom: number };
};

/**
 * Adds each point's kernel (`radius` CSS pixels, weighted by `weights` or 1) to a grid of texels
 * covering the view, as deck.gl's weights pass, and finds the largest weight.
 */
export function heatGrid(
  viewport: WebMercatorViewport,
  positions: Float32Array,
  weights: Float32Array | null,
  radius: number,
): HeatGrid {
  const columns = Math.ceil(viewport.width / pixelsPerTexel) + 1;
  const rows = Math.ceil(viewport.height / pixelsPerTexel) + 1;
  const grid = new Float32Array(columns * rows);
  const radiusTexels = radius / pixelsPerTexel;
  const reach = Math.ceil(radiusTexels * kernelReach);
  const toStep = kernelSteps / (radiusTexels * kernelReach) ** 2;
  const { a, b, c, d } = worldToPixels(viewport);
  for (let index = 0; index < positions.length; index += 2) {
    // Texel coordinates of the point (texel centres on whole numbers).
    const tx = (a * worldX(positions[index]!) + b) / pixelsPerTexel - 0.5;
    const ty = (c * worldY(positions[index + 1]!) + d) / pixelsPerTexel - 0.5;
    if (!(tx > -reach && tx < columns + reach && ty > -reach && ty < rows + reach)) continue;
    const weight = weights ? weights[index / 2]! : 1;
    const fromX = Math.max(0, Math.ceil(tx - reach));
    const toX = Math.min(columns - 1, Math.floor(tx + reach));
    for (
      let row = Math.max(0, Math.ceil(ty - reach)), end = Math.min(rows - 1, Math.floor(ty + reach));
      row <= end;
      row += 1
    ) {
      const dy2 = (row - ty) ** 2;
      const rowAt = row * columns;
      for (let column = fromX; column <= toX; column += 1) {
        const step = ((column - tx) ** 2 + dy2) * toStep;
        if (step < kernelSteps) grid[rowAt + column]! += weight * kernel[(step + 0.5) | 0]!;
      }
    }
  }
  let largest = 0;
  const box = { left: columns, top: rows, right: 0, bottom: 0 };
  for (let row = 0; row < rows; row += 1)
    for (let column = 0, at = row * columns; column < columns; column += 1, at += 1) {
      const weight = grid[at]!;
      if (weight <= 0) continue;
      if (weight > largest) largest = weight;
      if (column < box.left) box.left = column;
      if (column >= box.right) box.right = column + 1;
      if (row < box.top) box.top = row;
      box.bottom = row + 1;
    }
  return { columns, rows, weights: grid, largest, box };
}

/**
 * The colour of a share (0–1) of the largest weight, as deck.gl reads its colour texture: one texel a
 * colour, read linearly between texel centres. 1025 entries, RGB packed as ImageData words (ABGR).
 */
export function heatColourTable(colours: readonly (readonly number[])[]) {
  const table = new Uint32Array(1025);
  const count = colours.length;
  for (let step = 0; step <= 1024; step += 1) {
    const at = Math.min(Math.max((step / 1024) * count - 0.5, 0), count - 1);
    const from = Math.floor(at);
    const to = Math.min(from + 1, count - 1);
    const mix = at - from;
    const channel = (index: number) =>
      Math.round(colours[from]![index]! * (1 - mix) + colours[to]![index]! * mix);
    table[step] = (channel(2) << 16) | (channel(1) << 8) | channel(0);
  }
  return table;
}

/**
 * The heat on `image` (device pixels, `pixelRatio` a CSS pixel, all transparent to begin with): each
 * pixel's weight read linearly from the grid, its colour from the share of the largest weight (times
 * `intensity`), faded out below `threshold` of it. Only the pixels near texels with weight are
 * written; answers their box in device pixels (empty when there is no heat).
 */
export function paintHeat(
  image: ImageData,
  pixelRatio: number,
  grid: HeatGrid,
  colours: Uint32Array,
  intensity: number,
) {
  const pixels = new Uint32Array(image.data.buffer);
  const { width, height } = image;
  const { columns, rows, weights, largest, box } = grid;
  // A texel's weight reaches the pixels up to its neighbours' centres (2 CSS pixels either side).
  const painted = {
    left: Math.max(0, Math.floor((pixelsPerTexel * box.left - 1) * pixelRatio)),
    top: Math.max(0, Math.floor((pixelsPerTexel * box.top - 1) * pixelRatio)),
    right: Math.min(width, Math.ceil((pixelsPerTexel * box.right + 1) * pixelRatio)),
    bottom: Math.min(height, Math.ceil((pixelsPerTexel * box.bottom + 1) * pixelRatio)),
  };
  if (!(largest > 0) || painted.left >= painted.right || painted.top >= painted.bottom)
    return { left: 0, top: 0, right: 0, bottom: 0 };
  const toShare = intensity / largest;
  const toAlpha = intensity / (largest * threshold);
  for (let y = painted.top; y < painted.bottom; y += 1) {
    const ty = Math.min(Math.max((y + 0.5) / pixelRatio / pixelsPerTexel - 0.5, 0), rows - 1);
    const row = Math.min(Math.floor(ty), rows - 2);
    const fy = ty - row;
    const above = row * columns;
    const below = above + columns;
    for (let x = painted.left; x < painted.right; x += 1) {
      const tx = Math.min(Math.max((x + 0.5) / pixelRatio / pixelsPerTexel - 0.5, 0), columns - 1);
      const column = Math.min(Math.floor(tx), columns - 2);
      const fx = tx - column;
      const top = weights[above + column]! + (weights[above + column + 1]! - weights[above + column]!) * fx;
      const bottom =
        weights[below + column]! + (weights[below + column + 1]! - weights[below + column]!) * fx;
      const weight = top + (bottom - top) * fy;
      const at = y * width + x;
      if (weight <= 0) {
        pixels[at] = 0;
        continue;
      }
      const alpha = Math.round(255 * Math.min(weight * toAlpha, 1));
      pixels[at] = ((alpha << 24) | colours[Math.round(Math.min(weight * toShare, 1) * 1024)]!) >>> 0;
    }
  }
  return painted;
}

/** The points gathered into cells of at most a pixel at the next whole zoom (as the GPU path's layer). */
const cellsOf = new WeakMap<Float32Array, Map<number, HeatCells | null>>();
function cellsAt(points: Float32Array, zoom: number) {
  const cellZoom = Math.ceil(zoom);
  let byZoom = cellsOf.get(points);
  if (!byZoom) {
    byZoom = new Map();
    cellsOf.set(points, byZoom);
  }
  if (!byZoom.has(cellZoom)) byZoom.set(cellZoom, heatCells(points, degreesPerPixel(cellZoom)));
  return byZoom.get(cellZoom) ?? null;
}

/** The heatmap as a canvas layer: longitude, latitude pairs, the kernel's radius in CSS pixels. */
export function heatCanvasLayer({
  points,
  radiusPixels,
  intensity,
  colorRange,
}: {
  points: Float32Array;
  radiusPixels: number;
  intensity: number;
  colorRange: readonly (readonly number[])[];
}): CanvasLayer {
  const colours = heatColourTable(colorRange);
  return {
    id: 'heatmap',
    draw: (context, frame) => {
      const cells = cellsAt(points, frame.viewport.zoom);
      const grid = cells
        ? heatGrid(frame.viewport, cells.positions, cells.weights, radiusPixels)
        : heatGrid(frame.viewport, points, null, radiusPixels);
      const image = context.createImageData(frame.width, frame.height);
      const { left, top, right, bottom } = paintHeat(image, frame.pixelRatio, grid, colours, intensity);
      if (left < right) context.putImageData(image, 0, 0, left, top, right - left, bottom - top);
    },
  };
}
