// The journey points gathered into cells of at most a pixel before the heatmap draws them: every point
// counted once, each cell at its points' mean position, never wider or taller than asked.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { degreesPerPixel, heatCells } from './heat-cells';
import { weightsTextureSize } from './journey-heat-layer';

const london = { longitude: -0.1278, latitude: 51.5074 };

/** `count` points within `spread` degrees of London, from a seeded generator. */
function crowd(count: number, spread: number, seed = 7) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const points = new Float32Array(count * 2);
  for (let index = 0; index < count; index += 1) {
    points[index * 2] = london.longitude + (next() - 0.5) * spread;
    points[index * 2 + 1] = london.latitude + (next() - 0.5) * spread;
  }
  return points;
}

describe('heatCells', () => {
  it('gathers crowded points: every point counted once, each cell at its points’ mean position', () => {
    const points = crowd(20_000, 0.05);
    const cellDegrees = degreesPerPixel(8);
    const cells = heatCells(points, cellDegrees)!;
    expect(cells).not.toBeNull();
    expect(cells.length).toBeLessThan(20_000 / 2);
    expect(cells.weights.reduce((sum, weight) => sum + weight, 0)).toBe(20_000);
    // The weighted mean of the cells is the mean of the points.
    let longitude = 0;
    let latitude = 0;
    for (let index = 0; index < 20_000; index += 1) {
      longitude += points[index * 2]!;
      latitude += points[index * 2 + 1]!;
    }
    let cellLongitude = 0;
    let cellLatitude = 0;
    for (let cell = 0; cell < cells.length; cell += 1) {
      cellLongitude += cells.positions[cell * 2]! * cells.weights[cell]!;
      cellLatitude += cells.positions[cell * 2 + 1]! * cells.weights[cell]!;
    }
    expect(cellLongitude / 20_000).toBeCloseTo(longitude / 20_000, 5);
    expect(cellLatitude / 20_000).toBeCloseTo(latitude / 20_000, 5);
  });

  it('puts a cell of one point exactly on it, and a cell of many at their mean', () => {
    const points = new Float32Array([0.5, 51, 0.5, 51, 0.5, 51, 0.5, 51, 10, 52]);
    const cells = heatCells(points, 0.01)!;
    expect(cells.length).toBe(2);
    expect(Array.from(cells.weights)).toEqual([4, 1]);
    expect(Array.from(cells.positions)).toEqual([0.5, 51, 10, 52]);
  });

  it('keeps every point within its cell: a cell is at most `cellDegrees` wide and as tall in pixels', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: -10, max: 10, noNaN: true }),
            fc.double({ min: 40, max: 60, noNaN: true }),
          ),
          { minLength: 4, maxLength: 200 },
        ),
        fc.integer({ min: 0, max: 3 }),
        (pairs, repeat) => {
          // Each point repeated so that gathering saves something.
          const points = new Float32Array(
            pairs.flatMap((pair) =>
              Array(repeat + 2)
                .fill(pair)
                .flat(),
            ),
          );
          const cellDegrees = 0.05;
          const cells = heatCells(points, cellDegrees);
          if (!cells) return;
          expect(cells.weights.reduce((sum, weight) => sum + weight, 0)).toBe(points.length / 2);
          // Every point lies within a cell's size of some cell's mean (its own cell's).
          for (let index = 0; index < points.length; index += 2) {
            let near = false;
            for (let cell = 0; cell < cells.length && !near; cell += 1)
              near =
                Math.abs(cells.positions[cell * 2]! - points[index]!) <= cellDegrees + 1e-5 &&
                Math.abs(cells.positions[cell * 2 + 1]! - points[index + 1]!) <= cellDegrees + 1e-5;
            expect(near).toBe(true);
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('draws the points as they are when gathering would save little, or nothing is there', () => {
    expect(heatCells(crowd(1000, 5), degreesPerPixel(12))).toBeNull();
    expect(heatCells(new Float32Array(0), degreesPerPixel(8))).toBeNull();
    // Spread over the world at a street's zoom: too large a grid.
    expect(heatCells(new Float32Array([-170, -60, 170, 60, 0, 0, 0, 0]), degreesPerPixel(16))).toBeNull();
  });

  it('leaves out a point whose coordinates are not numbers', () => {
    const cells = heatCells(new Float32Array([1, 51, 1, 51, Number.NaN, 51, 1, Number.NaN]), 0.01)!;
    expect(Array.from(cells.weights)).toEqual([2]);
  });
});

describe('weightsTextureSize', () => {
  it('covers the map’s larger side at 2 pixels a texel, in steps of 128, within deck.gl’s limits', () => {
    expect(weightsTextureSize(1302, 628)).toBe(768);
    expect(weightsTextureSize(1200, 630)).toBe(640);
    expect(weightsTextureSize(300, 150)).toBe(256);
    expect(weightsTextureSize(10, 10)).toBe(128);
    expect(weightsTextureSize(5000, 3000)).toBe(2048);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4096 }), fc.integer({ min: 1, max: 4096 }), (width, height) => {
        const size = weightsTextureSize(width, height);
        expect(size % 128).toBe(0);
        expect(size).toBeGreaterThanOrEqual(128);
        expect(size).toBeLessThanOrEqual(2048);
        if (Math.max(width, height) <= 4096) expect(size * 2).toBeGreaterThanOrEqual(Math.max(width, height));
      }),
    );
  });
});
