import type { CarsVsSustainableCategory, Stats, TravelMode } from '@stride/domain';
import { emptyStats, travelModes } from '@stride/domain';
import type { DemoDb } from '../data/db-shape';
import type { DbJourney } from '../maps/journey-shape';
import type { ResolvedFilter } from './dashboard-filter-answers';

/** Distance bands of the distance charts, in display order: [label, upper bound in miles]. */
const distanceBands: readonly (readonly [string, number])[] = [
  ['0-0.5 miles', 0.5],
  ['0.5-1 miles', 1],
  ['1-1.5 miles', 1.5],
  ['1.5-2 miles', 2],
  ['2-3 miles', 3],
  ['3-5 miles', 5],
  ['5+ miles', Infinity],
];
/** The car threshold of the under/over chart (docs/product/metrics.md). */
const underMilesThreshold = 1.5;

const bandOf = (miles: number) => distanceBands.findIndex(([, upTo]) => miles < upTo);
const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round2((part / whole) * 100));
/** Own cars: the journeys of the car data, the fuel split and the under/over 1.5 miles chart. */
const isCar = (mode: TravelMode) => mode === 'CAR' || mode === 'CARPOOL';
const isActive = (mode: TravelMode) => mode === 'WALKING' || mode === 'BICYCLING';

/** The journeys of the dataset a resolved filter matches. */
export function journeysMatching(journeys: readonly DbJourney[], filter: ResolvedFilter): DbJourney[] {
  const { schoolIds, addressId, type, span } = filter;
  if (span === null || schoolIds.size === 0) return [];
  return journeys.filter(
    (journey) =>
      schoolIds.has(journey.school_id) &&
      (addressId === null || journey.organization_address_id === addressId) &&
      (type === 'all' || journey.user_type === type) &&
      journey.journey_time >= span.from &&
      journey.journey_time <= span.to,
  );
}

type UserTally = { miles: number; journeys: number; modes: Int32Array; sharing: boolean };

/**
 * The Stats answer (docs/product/metrics.md) for a set of journeys: users are those who recorded a journey, a
 * user's distance band is their average journey, their travel mode the one they use most. Times
 * are minutes, distances miles, CO2 kg, shares percent with two decimals; no journeys gives
 * `emptyStats`.
 */
export function statsOf(db: Pick<DemoDb, 'parents' | 'schoolYears'>, journeys: readonly DbJourney[]): Stats {
  if (journeys.length === 0) return structuredClone(emptyStats);
  const modeIndex = new Map(travelModes.map((mode, index) => [mode, index]));
  const users = new Map<number, UserTally>();
  const parentIds = new Set<number>();
  const staffIds = new Set<number>();
  const carUsers = new Set<number>();
  const co2ByMode = new Array<number>(travelModes.length).fill(0);
  const byYear = new Map<number, Partial<Record<TravelMode, number>>>();
  const byDistance = new Array<number>(distanceBands.length).fill(0);
  const carsVsSustainableTotal: Record<CarsVsSustainableCategory, number> = {
    'Car - low occupancy': 0,
    'Car - high occupancy': 0,
    carpool: 0,
    'school bus/public transport/walk or cycle': 0,
  };
  const cars = {
    distance: 0,
    time: 0,
    journeys: 0,
    diesel: 0,
    petrol: 0,
    hybrid: 0,
    electric: 0,
    pupils: 0,
    shared: 0,
    under: 0,
  };
  let totalTime = 0;
  let activeTime = 0;
  let distance = 0;
  let co2 = 0;
  let dropoff = 0;
  let dropoffs = 0;

  for (const journey of journeys) {
    const { mode } = journey;
    let tally = users.get(journey.user_id);
    if (!tally) {
      tally = {
        miles: 0,
        journeys: 0,
        modes: new Int32Array(travelModes.length),
        sharing: journey.open_to_sharing,
      };
      users.set(journey.user_id, tally);
    }
    tally.miles += journey.distance_miles;
    tally.journeys += 1;
    tally.modes[modeIndex.get(mode) ?? 0]! += 1;
    (journey.user_type === 'staff' ? staffIds : parentIds).add(journey.user_id);

    totalTime += journey.duration_minutes;
    if (isActive(mode)) activeTime += journey.duration_minutes;
    distance += journey.distance_miles;
    co2 += journey.co2_kg;
    co2ByMode[modeIndex.get(mode) ?? 0]! += journey.co2_kg;
    byDistance[bandOf(journey.distance_miles)]! += 1;
    if (journey.dropoff_minutes > 0) {
      dropoff += journey.dropoff_minutes;
      dropoffs += 1;
    }
    if (journey.school_year !== null) {
      const modes = byYear.get(journey.school_year) ?? {};
      modes[mode] = (modes[mode] ?? 0) + 1;
      byYear.set(journey.school_year, modes);
    }

    if (mode === 'CARPOOL') carsVsSustainableTotal.carpool += 1;
    else if (mode === 'CAR' || mode === 'TAXI')
      carsVsSustainableTotal[journey.occupancy <= 2 ? 'Car - low occupancy' : 'Car - high occupancy'] += 1;
    else carsVsSustainableTotal['school bus/public transport/walk or cycle'] += 1;

    if (isCar(mode)) {
      carUsers.add(journey.user_id);
      cars.distance += journey.distance_miles;
      cars.time += journey.duration_minutes;
      cars.journeys += 1;
      if (journey.fuel_type) cars[journey.fuel_type] += 1;
      cars.pupils += journey.pupils;
      if (mode === 'CARPOOL') cars.shared += journey.pupils;
      if (journey.distance_miles < underMilesThreshold) cars.under += 1;
    }
  }

  const usersByBand = new Array<number>(distanceBands.length).fill(0);
  const usersByMode = new Array<number>(travelModes.length).fill(0);
  let openToSharing = 0;
  for (const tally of users.values()) {
    usersByBand[bandOf(tally.miles / tally.journeys)]! += 1;
    let main = 0;
    for (let index = 1; index < tally.modes.length; index += 1)
      if (tally.modes[index]! > tally.modes[main]!) main = index;
    usersByMode[main]! += 1;
    if (tally.sharing) openToSharing += 1;
  }
  const children = new Set<number>();
  for (const parent of db.parents)
    if (parentIds.has(parent.id)) for (const child of parent.child_ids) children.add(child);
  const yearName = new Map(db.schoolYears.map((year) => [year.level, year.name]));
  const total = journeys.length;
  const carsVsSustainable = Object.fromEntries(
    Object.entries(carsVsSustainableTotal).map(([category, count]) => [category, percent(count, total)]),
  ) as Record<CarsVsSustainableCategory, number>;

  return {
    total_users: users.size,
    total_staff: staffIds.size,
    total_parents: parentIds.size,
    total_children: children.size,
    total_cars: carUsers.size,
    total_active_time: activeTime,
    total_time: totalTime,
    total_distance: round2(distance),
    total_journeys: total,
    total_co2: round2(co2),
    carsData: {
      total_car_distance: round2(cars.distance),
      total_car_time: cars.time,
      total_car_journeys: cars.journeys,
      diesel: cars.diesel,
      petrol: cars.petrol,
      hybrid: cars.hybrid,
      electric: cars.electric,
      total_pupils: cars.pupils,
      shared: cars.shared,
    },
    avg_dropoff: dropoffs === 0 ? 0 : round2(dropoff / dropoffs),
    under2miles: { 'UNDER 1.5 MILES': cars.under, 'OVER 1.5 MILES': cars.journeys - cars.under },
    carsVsSustainable,
    carsVsSustainableTotal,
    co2ByTransport: travelModes.map((mode, index) => ({
      primary_transport_type: mode,
      total_co2: round2(co2ByMode[index]!),
    })),
    user_open_to_sharing: openToSharing,
    user_not_open_to_sharing: users.size - openToSharing,
    groupsByDistanceGroupCount: distanceBands.map(([label], index) => ({
      label,
      count: usersByBand[index]!,
    })),
    groupsByDistanceCountFormattedPercents: distanceBands.map(([label], index) => ({
      label,
      percent: percent(usersByBand[index]!, users.size),
    })),
    groupsByTravelModeCount: travelModes.map((mode, index) => ({ mode, count: usersByMode[index]! })),
    habbitsBySchoolYear: [...byYear.entries()]
      .sort(([a], [b]) => a - b)
      .map(([level, modes]) => ({ year: yearName.get(level) ?? `Year ${level}`, modes })),
    journeysDistributionByDistance: distanceBands.map(([label], index) => ({
      label,
      count: byDistance[index]!,
    })),
  };
}
