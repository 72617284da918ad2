// The CPU path's heatmap: deck.gl's weights (a Gaussian of a sixth of the radius per point, on texels
// 2 pixels apart) and its colouring (the share of the largest weight, faded below 5 %), on the CPU.
import { WebMercatorViewport } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { heatColourTable, heatGrid, paintHeat } from './heat-raster';

const viewport = new WebMercatorViewport({
  width: 200,
  height: 100,
  longitude: -0.1278,
  latitude: 51.5074,
  zoom: 12,
});
/** deck.gl's kernel at its centre: 1 / (√π / 6). */
const peak = 1 / (1.77245385 * 0.166666);

/** A fake ImageData (Node has none): the same fields. */
const imageOf = (width: number, height: number) =>
  ({ width, height, data: new Uint8ClampedArray(width * height * 4) }) as unknown as ImageData;

describe('heatGrid', () => {
  it("puts a point's kernel on the texels around it, the largest weight at its centre", () => {
    const [longitude, latitude] = viewport.unproject([101, 51]) as [number, number];
    // Texel (50, 25) is centred at pixel (101, 51).
    const grid = heatGrid(viewport, new Float32Array([longitude, latitude]), null, 12);
    expect(grid.columns).toBe(101);
    expect(grid.rows).toBe(51);
    expect(grid.largest).toBeCloseTo(peak, 3);
    expect(grid.weights[25 * 101 + 50]).toBeCloseTo(peak, 3);
    // One texel (2 pixels) away: u = 1/6 of the radius, e^(-(1/6)² / 0.05555).
    expect(grid.weights[25 * 101 + 51]).toBeCloseTo(peak * Math.exp(-(1 / 36) / 0.05555), 2);
    // Beyond three quarters of the radius: nothing.
    expect(grid.weights[25 * 101 + 56]).toBe(0);
  });

  it('weighs a cell as many points', () => {
    const [longitude, latitude] = viewport.unproject([101, 51]) as [number, number];
    const grid = heatGrid(viewport, new Float32Array([longitude, latitude]), new Float32Array([3]), 12);
    expect(grid.largest).toBeCloseTo(3 * peak, 3);
  });
});

describe('heatColourTable', () => {
  it('runs from the first colour to the last, read linearly between texel centres', () => {
    const table = heatColourTable([
      [0, 0, 0],
      [255, 255, 255],
    ]);
    expect(table[0]).toBe(0);
    expect(table[256]).toBe(0);
    expect(table[512]! & 0xff).toBe(128);
    expect(table[1024]).toBe(0xffffff);
  });
});

describe('paintHeat', () => {
  it('colours the hottest pixel with the last colour, fades below 5 % and leaves no weight clear', () => {
    const [longitude, latitude] = viewport.unproject([101, 51]) as [number, number];
    const grid = heatGrid(viewport, new Float32Array([longitude, latitude]), null, 12);
    const image = imageOf(200, 100);
    const colours = heatColourTable([
      [0, 0, 255],
      [255, 0, 0],
    ]);
    paintHeat(image, 1, grid, colours, 1);
    const pixel = (x: number, y: number) => [...image.data.slice((y * 200 + x) * 4, (y * 200 + x) * 4 + 4)];
    // Pixel (100, 50) is centred half a pixel from the peak: nearly all the way to red, opaque.
    expect(pixel(100, 50)[0]).toBeGreaterThan(230);
    expect(pixel(100, 50)[3]).toBe(255);
    // Far away: transparent.
    expect(pixel(10, 10)).toEqual([0, 0, 0, 0]);
    // Only the heat's surroundings were written.
    const box = paintHeat(imageOf(200, 100), 1, grid, colours, 1);
    expect(box.left).toBeGreaterThan(80);
    expect(box.right).toBeLessThan(122);
    expect(box.left).toBeLessThanOrEqual(92);
    expect(box.right).toBeGreaterThanOrEqual(110);
    // At the edge of the heat, faint.
    const edge = pixel(108, 50);
    expect(edge[3]).toBeGreaterThan(0);
    expect(edge[3]).toBeLessThan(255);
  });
});
