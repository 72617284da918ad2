import { travelModes, type TravelMode } from '@stride/domain';
import { hasPosition, type DemoDb } from '../data/db-shape';
import type { DbJourney } from './journey-shape';

/** One marker as the API sends it (docs/product/maps.md). */
export type MarkerRow = {
  latLng: string;
  type: TravelMode | null;
  t_id: number;
  is_staff: 0 | 1;
  is_shared: 0 | 1;
};

/** A fixed pseudo-random offset in [-1, 1) from an id, so a marker stays put between answers. */
const wobble = (id: number, salt: number) => ((Math.imul(id ^ salt, 2654435761) >>> 0) % 2000) / 1000 - 1;

const latLng = (latitude: number, longitude: number) => `${latitude.toFixed(5)},${longitude.toFixed(5)}`;

/** Where a journey starts: the user's home, give or take a street (about 60 m). */
function homesOf(db: DemoDb) {
  const parents = new Map(db.parents.map((parent) => [parent.id, parent.home]));
  const staff = new Map(db.staff.map((member) => [member.id, member.home]));
  return (journey: DbJourney) =>
    (journey.user_type === 'staff' ? staff : parents).get(journey.user_id) ?? null;
}

const carLike = new Set<TravelMode>(['CAR', 'CARPOOL', 'TAXI']);

/**
 * The marker load's answer for a set of journeys: a marker where each journey starts, and a parking
 * place near the school for each user who drives (one per user: people park where they always do).
 */
export function markersOf(
  db: DemoDb,
  journeys: readonly DbJourney[],
  modes: readonly TravelMode[] = travelModes,
) {
  const homeOf = homesOf(db);
  const siteOf = new Map(db.schoolAddresses.filter(hasPosition).map((site) => [site.id, site]));
  const wanted = new Set(modes);
  const rows: MarkerRow[] = [];
  const parkings = new Map<string, MarkerRow>();
  const schoolIds = new Set<number>();
  for (const journey of journeys) {
    if (!wanted.has(journey.mode)) continue;
    const home = homeOf(journey);
    if (!home) continue;
    const staff = journey.user_type === 'staff' ? 1 : 0;
    schoolIds.add(journey.school_id);
    rows.push({
      latLng: latLng(
        home.latitude + wobble(journey.id, 1) * 0.0006,
        home.longitude + wobble(journey.id, 2) * 0.0009,
      ),
      type: journey.mode,
      t_id: journey.id,
      is_staff: staff,
      is_shared: journey.open_to_sharing ? 1 : 0,
    });
    const site = siteOf.get(journey.organization_address_id);
    const parkingKey = `${journey.user_type}:${journey.user_id}`;
    if (site && carLike.has(journey.mode) && !parkings.has(parkingKey)) {
      parkings.set(parkingKey, {
        latLng: latLng(
          site.latitude + wobble(journey.user_id, 3) * 0.0025,
          site.longitude + wobble(journey.user_id, 4) * 0.004,
        ),
        type: null,
        t_id: journey.id,
        is_staff: staff,
        is_shared: journey.open_to_sharing ? 1 : 0,
      });
    }
  }
  return {
    journeys: rows,
    parkings: [...parkings.values()],
    school_ids: [...schoolIds].sort((a, b) => a - b),
  };
}

/** What a lookup's row says about its journey besides the marker (ADR 0042): names, not ids. */
type JourneyDetailFields = {
  journey_time: string;
  user_name: string;
  student_name: string | null;
  school_name: string;
};

/** The details of a lookup's journeys: who made each, with which pupil, to which school, and when. */
export function journeyDetailsOf(db: DemoDb) {
  const fullName = (person: { first_name: string; last_name: string }) =>
    `${person.first_name} ${person.last_name}`;
  const parents = new Map(db.parents.map((parent) => [parent.id, parent]));
  const staff = new Map(db.staff.map((member) => [member.id, member]));
  const pupils = new Map(db.pupils.map((pupil) => [pupil.id, pupil]));
  const schools = new Map(db.schools.map((school) => [school.id, school]));
  return (journey: DbJourney): JourneyDetailFields => {
    const person = (journey.user_type === 'staff' ? staff : parents).get(journey.user_id);
    const pupil = journey.student_id === null ? undefined : pupils.get(journey.student_id);
    return {
      journey_time: journey.journey_time,
      user_name: person ? fullName(person) : `User ${journey.user_id}`,
      student_name: pupil ? fullName(pupil) : null,
      school_name: schools.get(journey.school_id)?.name ?? `School ${journey.school_id}`,
    };
  };
}
