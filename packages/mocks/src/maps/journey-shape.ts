import type { TravelMode } from '@stride/domain';

/**
 * The metrics tables of the demo dataset (docs/product/metrics.md): recorded school-run journeys and the
 * monthly engagement activity. They live beside `DemoDb` rather than in it, generated on first use
 * (see `demo-journeys.ts`), so screens that never ask for metrics never pay for them.
 */

export type FuelType = 'diesel' | 'petrol' | 'hybrid' | 'electric';

/** One recorded journey to school (the morning run). */
export type DbJourney = {
  id: number;
  school_id: number;
  /** The school site the journey ends at. */
  organization_address_id: number;
  user_id: number;
  user_type: 'parent' | 'staff';
  /** The first pupil on a parent's journey (null for staff). */
  student_id: number | null;
  /** That pupil's school year level (0 = Reception); null for staff. */
  school_year: number | null;
  mode: TravelMode;
  distance_miles: number;
  duration_minutes: number;
  co2_kg: number;
  /** 'yyyy-MM-dd HH:mm:ss', a school day of a term of the demo calendar, never after `demoToday`. */
  journey_time: string;
  /** Cars, carpools and taxis only. */
  fuel_type: FuelType | null;
  /** People in the vehicle, driver included (1 for walking, cycling and public transport). */
  occupancy: number;
  /** Pupils travelling on this journey (0 for staff). */
  pupils: number;
  /** Whether the user said they are open to sharing the journey. */
  open_to_sharing: boolean;
  /** Minutes spent dropping off at the gate (cars, carpools and taxis); 0 otherwise. */
  dropoff_minutes: number;
};

/** One school's engagement activity in one month. */
export type DbEngagementMonth = {
  school_id: number;
  /** 'yyyy-MM'. */
  month: string;
  /** Pupils of the school at the time (the base of the students percentage). */
  pupils: number;
  /** Pupils with a registered parent. */
  registered_pupils: number;
  users: number;
  /** Users active in the 90 days up to the month's end. */
  active_users_90days: number;
  users_created_content: number;
  /** New notices by parents, school, council and admin, in that order. */
  new_notices: [number, number, number, number];
};

export type MetricsTables = { journeys: DbJourney[]; engagement: DbEngagementMonth[] };

/** A journey whose travel mode the super admin changed on the map (docs/product/maps.md). */
type DbJourneyModeChange = { id: number; mode: TravelMode };

/**
 * The maps' rows of the demo database: the journeys are generated from the seed on first use, so
 * what the super admin changed in them is kept here, saved with the dataset and laid over the
 * generated journeys again after a reload.
 */
export type MapTables = { journeyModeChanges: DbJourneyModeChange[] };
