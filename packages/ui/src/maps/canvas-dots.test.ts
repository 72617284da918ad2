// The CPU path's journey dots: placed where deck.gl projects them, as round and as smooth-edged as
// the GPU's, blended as the GPU blends, and a click finds the dot under it (the topmost of several).
import { WebMercatorViewport } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import {
  dotRadius,
  dotsCanvasLayer,
  rasterDots,
  tileSize,
  worldPositions,
  worldToPixels,
} from './canvas-dots';
import { canvasFrame } from './MapView/canvas-layers';

const viewport = new WebMercatorViewport({
  width: 400,
  height: 300,
  longitude: -0.1278,
  latitude: 51.5074,
  zoom: 10,
});
const frame = { viewport, pixelRatio: 1, width: 400, height: 300 };

describe('worldToPixels', () => {
  it('places a point where deck.gl projects it', () => {
    const places = new Float64Array([-0.1278, 51.5074, -0.3, 51.6, 0.05, 51.4, -0.2, 51.55]);
    const world = worldPositions(places);
    const { a, b, c, d } = worldToPixels(viewport);
    for (let index = 0; index < places.length; index += 2) {
      const [x, y] = viewport.project([places[index]!, places[index + 1]!]) as [number, number];
      expect(a * world[index]! + b).toBeCloseTo(x, 6);
      expect(c * world[index + 1]! + d).toBeCloseTo(y, 6);
    }
  });
});

describe('dotRadius', () => {
  it('sizes metres as deck.gl does at the view, never under the smallest', () => {
    const perMetre = viewport.getDistanceScales().unitsPerMeter[0]! * viewport.scale;
    expect(dotRadius(viewport, 100, 1.5)).toBeCloseTo(100 * perMetre, 9);
    expect(dotRadius(viewport, 1, 1.5)).toBe(1.5);
  });
});

/** One dot's coverage on a fresh buffer. */
function oneDot(longitude: number, latitude: number, radius: number, alpha = 255, pixelRatio = 1) {
  const width = 400 * pixelRatio;
  const height = 300 * pixelRatio;
  const coverage = new Uint8Array(width * height);
  rasterDots(
    coverage,
    { viewport, pixelRatio, width, height },
    worldPositions(new Float64Array([longitude, latitude])),
    radius,
    alpha,
  );
  return { coverage, width };
}

describe('rasterDots', () => {
  it('draws a round dot of the radius, full inside and nothing beyond its smoothed edge', () => {
    const { coverage, width } = oneDot(-0.1278, 51.5074, 4);
    const at = (x: number, y: number) => coverage[y * width + x]!;
    // The view's centre is (200, 150): pixel centres 0.5 and 2.5 pixels away are inside.
    expect(at(200, 150)).toBe(255);
    expect(at(202, 150)).toBe(255);
    // 6.5 pixels away: beyond the radius and its half-pixel edge.
    expect(at(206, 150)).toBe(0);
    expect(at(200, 156)).toBe(0);
    // Round: the corner of its square is empty.
    expect(at(203, 153)).toBe(0);
    const covered = coverage.reduce((sum, value) => sum + value / 255, 0);
    expect(covered).toBeGreaterThan(Math.PI * 4 * 4 * 0.9);
    expect(covered).toBeLessThan(Math.PI * 4 * 4 * 1.1);
  });

  it('blends dots over each other as the GPU does: each adds its alpha to what is left', () => {
    const width = 400;
    const coverage = new Uint8Array(width * 300);
    const two = worldPositions(new Float64Array([-0.1278, 51.5074, -0.1278, 51.5074]));
    rasterDots(coverage, frame, two, 4, 200);
    // 1 - (1 - 200/255)^2 of 255.
    expect(coverage[150 * width + 200]).toBeCloseTo(255 * (1 - (55 / 255) ** 2), -0.5);
  });

  it('draws in device pixels: twice as wide at a pixel ratio of 2', () => {
    const { coverage, width } = oneDot(-0.1278, 51.5074, 4, 255, 2);
    expect(coverage[300 * width + 405]).toBe(255);
    expect(coverage[300 * width + 413]).toBe(0);
  });

  it('leaves out dots off the view, and draws the part of a dot on its edge', () => {
    const [west] = viewport.unproject([0, 150]) as [number, number];
    const edge = oneDot(west, 51.5074, 4);
    expect(edge.coverage[150 * edge.width]).toBe(255);
    const far = oneDot(west - 1, 51.5074, 4);
    expect(far.coverage.some((value) => value > 0)).toBe(false);
  });
});

describe('rasterDots touched tiles', () => {
  it('notes the tiles a dot covered, and none when no dot is in view', () => {
    const coverage = new Uint8Array(400 * 300);
    const touched = rasterDots(coverage, frame, worldPositions(new Float64Array([-0.1278, 51.5074])), 4, 255);
    const marked = [...touched.tiles.keys()].filter((tile) => touched.tiles[tile] === 1);
    // The dot at (200, 150) covers pixels 195–205 and 145–155: tile (6, 4) of 32 pixels a side.
    expect(marked.map((tile) => [tile % touched.columns, Math.floor(tile / touched.columns)])).toEqual([
      [6, 4],
    ]);
    // One on a tile's corner (192, 160) touches the four tiles round it.
    const corner = viewport.unproject([192, 160]) as [number, number];
    const four = rasterDots(
      new Uint8Array(400 * 300),
      frame,
      worldPositions(new Float64Array(corner)),
      4,
      255,
    );
    expect(
      [...four.tiles.keys()]
        .filter((tile) => four.tiles[tile] === 1)
        .map((tile) => [tile % 13, Math.floor(tile / 13)]),
    ).toEqual([
      [5, 4],
      [6, 4],
      [5, 5],
      [6, 5],
    ]);
    for (let index = 0; index < coverage.length; index += 1)
      if (coverage[index]! > 0) {
        const tile =
          Math.floor(Math.floor(index / 400) / tileSize) * touched.columns +
          Math.floor((index % 400) / tileSize);
        expect(touched.tiles[tile]).toBe(1);
      }
    const none = rasterDots(
      new Uint8Array(400 * 300),
      frame,
      worldPositions(new Float64Array([10, 10])),
      4,
      255,
    );
    expect(none.tiles.every((tile) => tile === 0)).toBe(true);
  });
});

describe('dotsCanvasLayer pick', () => {
  const places = new Float64Array([-0.1278, 51.5074, -0.1278, 51.5074, -0.2, 51.55]);
  const layer = dotsCanvasLayer({
    id: 'journeys-CAR',
    lngLat: places,
    colour: [0, 0, 0, 200],
    radiusMetres: 0,
    radiusMinPixels: 3,
    pickable: true,
  });
  const pick = (x: number, y: number) => layer.pick!(canvasFrame(viewport, 1), x, y);

  it('finds the topmost dot under the pointer, and one within 2 pixels of its edge', () => {
    expect(pick(200, 150)).toBe(1);
    expect(pick(204.5, 150)).toBe(1);
    const [x, y] = viewport.project([-0.2, 51.55]) as [number, number];
    expect(pick(x + 1, y - 1)).toBe(2);
  });

  it('finds nothing further away', () => {
    expect(pick(206, 150)).toBe(-1);
    expect(pick(10, 10)).toBe(-1);
  });
});
