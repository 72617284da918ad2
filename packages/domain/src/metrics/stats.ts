import { z } from 'zod';
import { numericSchema, percentSchema } from './numeric';
import { travelModeSchema } from './travel-mode';

/**
 * The Stats answer of POST api/admin/dashboard/ action homeData (docs/endpoints.md), the object
 * found under `data.data`. Every number accepts a numeric string (PHP) and null (as 0).
 *
 * The spec only names some parts; the shapes chosen here:
 * - `under2miles`: a record keyed by the two labels `UNDER 1.5 MILES` / `OVER 1.5 MILES` → journey count.
 * - `carsVsSustainable`: a record keyed by the four categories (`carsVsSustainableCategories`) →
 *   share of journeys in percent (0..100); `carsVsSustainableTotal`: same keys → journey counts.
 * - `co2ByTransport`: `[{ primary_transport_type: TravelMode, total_co2 }]` (kg).
 * - `groupsByDistanceGroupCount`, `journeysDistributionByDistance`: `[{ label, count }]`, label a
 *   distance band such as '0-0.5 miles', in display order.
 * - `groupsByDistanceCountFormattedPercents`: `[{ label, percent }]`, same bands; "12.50%" reads as 12.5.
 * - `groupsByTravelModeCount`: `[{ mode: TravelMode, count }]` (users whose main mode it is).
 * - `habbitsBySchoolYear` (sic, the server's name): `[{ year, modes }]`, `year` the school year
 *   name ('Reception', 'Year 1', ...), `modes` a partial record travel mode → journey count.
 * - times are minutes, distances miles, CO2 kg (the server's units; the charts do not convert).
 */
export const under2milesLabels = ['UNDER 1.5 MILES', 'OVER 1.5 MILES'] as const;

export const carsVsSustainableCategories = [
  'Car - low occupancy',
  'Car - high occupancy',
  'carpool',
  'school bus/public transport/walk or cycle',
] as const;
export type CarsVsSustainableCategory = (typeof carsVsSustainableCategories)[number];

const carsDataSchema = z.object({
  total_car_distance: numericSchema,
  total_car_time: numericSchema,
  total_car_journeys: numericSchema,
  diesel: numericSchema,
  petrol: numericSchema,
  hybrid: numericSchema,
  electric: numericSchema,
  total_pupils: numericSchema,
  shared: numericSchema,
});
export type CarsData = z.infer<typeof carsDataSchema>;

const labelCountSchema = z.object({ label: z.string(), count: numericSchema });
export type LabelCount = z.infer<typeof labelCountSchema>;

const labelPercentSchema = z.object({ label: z.string(), percent: percentSchema });

const modeCountSchema = z.object({ mode: travelModeSchema, count: numericSchema });
export type ModeCount = z.infer<typeof modeCountSchema>;

const co2ByTransportEntrySchema = z.object({
  primary_transport_type: travelModeSchema,
  total_co2: numericSchema,
});
export type Co2ByTransportEntry = z.infer<typeof co2ByTransportEntrySchema>;

const habitsBySchoolYearEntrySchema = z.object({
  year: z.string(),
  modes: z.partialRecord(travelModeSchema, numericSchema),
});
export type HabitsBySchoolYearEntry = z.infer<typeof habitsBySchoolYearEntrySchema>;

const under2milesSchema = z.object({
  'UNDER 1.5 MILES': numericSchema,
  'OVER 1.5 MILES': numericSchema,
});
export type Under2miles = z.infer<typeof under2milesSchema>;

const carsVsSustainableSchema = z.object({
  'Car - low occupancy': numericSchema,
  'Car - high occupancy': numericSchema,
  carpool: numericSchema,
  'school bus/public transport/walk or cycle': numericSchema,
});
export type CarsVsSustainable = z.infer<typeof carsVsSustainableSchema>;

export const statsSchema = z.object({
  total_users: numericSchema,
  total_staff: numericSchema,
  total_parents: numericSchema,
  total_children: numericSchema,
  total_cars: numericSchema,
  total_active_time: numericSchema,
  total_time: numericSchema,
  total_distance: numericSchema,
  total_journeys: numericSchema,
  total_co2: numericSchema,
  carsData: carsDataSchema,
  avg_dropoff: numericSchema,
  under2miles: under2milesSchema,
  carsVsSustainable: carsVsSustainableSchema,
  carsVsSustainableTotal: carsVsSustainableSchema,
  co2ByTransport: z.array(co2ByTransportEntrySchema),
  user_open_to_sharing: numericSchema,
  user_not_open_to_sharing: numericSchema,
  groupsByDistanceGroupCount: z.array(labelCountSchema),
  groupsByDistanceCountFormattedPercents: z.array(labelPercentSchema),
  groupsByTravelModeCount: z.array(modeCountSchema),
  habbitsBySchoolYear: z.array(habitsBySchoolYearEntrySchema),
  journeysDistributionByDistance: z.array(labelCountSchema),
});
export type Stats = z.infer<typeof statsSchema>;

/** The answer for a filter that matches nothing: zeros and empty lists, never NaN. */
export const emptyStats: Stats = {
  total_users: 0,
  total_staff: 0,
  total_parents: 0,
  total_children: 0,
  total_cars: 0,
  total_active_time: 0,
  total_time: 0,
  total_distance: 0,
  total_journeys: 0,
  total_co2: 0,
  carsData: {
    total_car_distance: 0,
    total_car_time: 0,
    total_car_journeys: 0,
    diesel: 0,
    petrol: 0,
    hybrid: 0,
    electric: 0,
    total_pupils: 0,
    shared: 0,
  },
  avg_dropoff: 0,
  under2miles: { 'UNDER 1.5 MILES': 0, 'OVER 1.5 MILES': 0 },
  carsVsSustainable: {
    'Car - low occupancy': 0,
    'Car - high occupancy': 0,
    carpool: 0,
    'school bus/public transport/walk or cycle': 0,
  },
  carsVsSustainableTotal: {
    'Car - low occupancy': 0,
    'Car - high occupancy': 0,
    carpool: 0,
    'school bus/public transport/walk or cycle': 0,
  },
  co2ByTransport: [],
  user_open_to_sharing: 0,
  user_not_open_to_sharing: 0,
  groupsByDistanceGroupCount: [],
  groupsByDistanceCountFormattedPercents: [],
  groupsByTravelModeCount: [],
  habbitsBySchoolYear: [],
  journeysDistributionByDistance: [],
};
