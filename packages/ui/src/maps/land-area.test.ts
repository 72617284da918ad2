// The offline basemap's land limited to the polygons around the view (ADR 0102): the same land wherever
// the map can show it, a fraction of the vertices.
import fc from 'fast-check';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import landTopology from 'world-atlas/land-50m.json';
import { describe, expect, it } from 'vitest';
import { landAreaAround, landAreaServes, landInside, landOutlines, type LandArea } from './land-area';

const topology = landTopology as unknown as Topology;
const world = landOutlines(
  feature(topology, topology.objects.land!) as
    Feature<Polygon | MultiPolygon> | FeatureCollection<Polygon | MultiPolygon>,
);
const worldPolygons = world.map((outline) => outline.rings);

/** Even-odd rule over every ring: is the point on land? */
function onLand(polygons: readonly Position[][][], [x, y]: [number, number]) {
  let inside = false;
  for (const rings of polygons) {
    for (const ring of rings) {
      for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index, index += 1) {
        const [xi, yi] = ring[index]!;
        const [xj, yj] = ring[previous]!;
        if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
      }
    }
  }
  return inside;
}

const vertices = (polygons: readonly Position[][][]) =>
  polygons.reduce((sum, rings) => sum + rings.reduce((count, ring) => count + ring.length, 0), 0);

describe('landInside', () => {
  it('keeps exactly the land inside the area, for any area over the British Isles and nearby coasts', () => {
    const area = fc
      .tuple(
        fc.double({ min: -12, max: 8, noNaN: true }),
        fc.double({ min: 48, max: 60, noNaN: true }),
        fc.double({ min: 0.2, max: 6, noNaN: true }),
        fc.double({ min: 0.2, max: 4, noNaN: true }),
      )
      .map(([west, south, width, height]): LandArea => [west, south, west + width, south + height]);
    fc.assert(
      fc.property(
        area,
        fc.array(
          fc.tuple(
            fc.double({ min: 0.01, max: 0.99, noNaN: true }),
            fc.double({ min: 0.01, max: 0.99, noNaN: true }),
          ),
          { minLength: 20, maxLength: 20 },
        ),
        (cut, shares) => {
          const [west, south, east, north] = cut;
          const clipped = landInside(world, cut).geometry.coordinates;
          for (const [across, up] of shares) {
            const point: [number, number] = [west + (east - west) * across, south + (north - south) * up];
            expect(onLand(clipped, point)).toBe(onLand(worldPolygons, point));
          }
        },
      ),
      { numRuns: 60 },
    );
    // Each run tests 40 points against the whole world's 60k vertices: seconds of work on a busy machine.
  }, 30_000);

  it('hands the GPU a part of the world for a view of London', () => {
    const london = landInside(world, landAreaAround([-0.9, 51.2, 0.7, 51.8])).geometry.coordinates;
    expect(onLand(london, [-0.1278, 51.5074])).toBe(true);
    expect(onLand(london, [1.8, 51.2])).toBe(false);
    expect(vertices(london)).toBeLessThan(vertices(worldPolygons) / 3);
  });

  it('keeps a polygon reaching into the area whole, and drops one wholly outside', () => {
    const square = [
      [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
        [-1, -1],
      ],
    ];
    const faraway = [
      [
        [10, 10],
        [11, 10],
        [11, 11],
        [10, 10],
      ],
    ];
    const outlines = landOutlines({
      type: 'Feature',
      properties: {},
      geometry: { type: 'MultiPolygon', coordinates: [square, faraway] },
    });
    expect(landInside(outlines, [0, 0, 5, 5]).geometry.coordinates).toEqual([square]);
  });
});

describe('the area around the view', () => {
  const view: LandArea = [-1, 51, 1, 52];

  it('is the view and as much again on every side, within the world', () => {
    expect(landAreaAround(view)).toEqual([-3, 50, 3, 53]);
    expect(landAreaAround([-179, -89, 179, 89])).toEqual([-180, -90, 180, 90]);
  });

  it('serves the view while it covers it, and not once the view pans out of it or zooms far in', () => {
    const area = landAreaAround(view);
    expect(landAreaServes(area, view)).toBe(true);
    expect(landAreaServes(area, [1.5, 51, 3.5, 52])).toBe(false);
    expect(landAreaServes(area, [-0.1, 51.4, 0.1, 51.5])).toBe(false);
  });
});
