import { z } from 'zod';

/** The travel modes of journeys, charts and map toggles (docs/product/maps.md), in display order. */
export const travelModes = [
  'CAR',
  'TAXI',
  'CARPOOL',
  'BUS',
  'SCHOOL_BUS',
  'TRAIN',
  'WALKING',
  'BICYCLING',
] as const;
export type TravelMode = (typeof travelModes)[number];
export const travelModeSchema = z.enum(travelModes);

/** Extra modes the heatmap toggles add (docs/product/maps.md); never in the metrics. */
export const heatmapOnlyModes = ['STILL', 'UNKNOWN'] as const;
export type HeatmapOnlyMode = (typeof heatmapOnlyModes)[number];

export function isTravelMode(value: unknown): value is TravelMode {
  return typeof value === 'string' && (travelModes as readonly string[]).includes(value);
}
