// Properties of the marker radius by zoom (docs/product/maps.md) and the heatmap radius button, for any zoom.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { heatmapRadiusStep, nextHeatmapRadius } from './heatmap-rules';
import { mapCategories, markerRadiusMetres, zoomFactor } from './map-rules';

const zoom = fc.double({ noNaN: true, min: -50, max: 50 });

it('a marker radius is a positive number of metres for any zoom, at most 400', () => {
  fc.assert(
    fc.property(fc.constantFrom(...mapCategories), zoom, (category, at) => {
      const radius = markerRadiusMetres(category, at);
      expect(Number.isFinite(radius)).toBe(true);
      expect(radius).toBeGreaterThan(0);
      expect(radius).toBeLessThanOrEqual(400);
    }),
  );
});

it('zooming in never makes the modes map circles bigger, and only the modes map depends on zoom', () => {
  fc.assert(
    fc.property(zoom, zoom, (a, b) => {
      const [out, inner] = a <= b ? [a, b] : [b, a];
      expect(markerRadiusMetres('modes_of_travel_map', inner)).toBeLessThanOrEqual(
        markerRadiusMetres('modes_of_travel_map', out),
      );
      expect(markerRadiusMetres('user_base_map', a)).toBe(markerRadiusMetres('user_base_map', b));
      expect(markerRadiusMetres('parking_locations_map', a)).toBe(
        markerRadiusMetres('parking_locations_map', b),
      );
      expect(zoomFactor(a)).toBe(zoomFactor(Math.min(18, Math.max(8, Math.round(a)))));
    }),
  );
});

it('the heatmap radius button stays between 4 and 20 in steps of 4 and comes back round', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 5 }).map((step) => step * heatmapRadiusStep),
      fc.nat({ max: 30 }),
      (start, presses) => {
        let radius = start;
        for (let press = 0; press < presses; press += 1) {
          radius = nextHeatmapRadius(radius);
          expect(radius % heatmapRadiusStep).toBe(0);
          expect(radius).toBeGreaterThanOrEqual(4);
          expect(radius).toBeLessThanOrEqual(20);
        }
        // Five presses go all the way round.
        expect([1, 2, 3, 4, 5].reduce((r) => nextHeatmapRadius(r), radius)).toBe(radius);
      },
    ),
  );
});
