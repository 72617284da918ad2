import type { DbAddress } from './db-shape';
import { postcodeLetters, streetKinds, streetNames } from './name-lists';
import type { SeededRandom } from './seeded-random';

type Point = { latitude: number; longitude: number };

const KM_PER_DEGREE_LATITUDE = 111.2;

/** A point at a random bearing, between minKm and maxKm from `centre`. */
export function pointNear(random: SeededRandom, centre: Point, minKm: number, maxKm: number): Point {
  // Square root of a uniform value spreads points evenly over the ring's area instead of bunching them at the centre.
  const distanceKm = minKm + (maxKm - minKm) * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const kmPerDegreeLongitude = KM_PER_DEGREE_LATITUDE * Math.cos((centre.latitude * Math.PI) / 180);
  return {
    latitude: round6(centre.latitude + (distanceKm * Math.cos(bearing)) / KM_PER_DEGREE_LATITUDE),
    longitude: round6(centre.longitude + (distanceKm * Math.sin(bearing)) / kmPerDegreeLongitude),
  };
}

/** Great-circle distance in km (haversine); used by tests and by later journey generation. */
export function distanceKm(a: Point, b: Point): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A UK-shaped postcode in the given district, e.g. 'NW5 2QR'. */
export function postcodeIn(random: SeededRandom, district: string): string {
  const letter = () => postcodeLetters[random.int(0, postcodeLetters.length - 1)];
  return `${district} ${random.int(1, 9)}${letter()}${letter()}`;
}

export function streetLine(random: SeededRandom): string {
  return `${random.int(1, 180)} ${random.pick(streetNames)} ${random.pick(streetKinds)}`;
}

/** A home or site address near `centre`. */
export function addressNear(
  random: SeededRandom,
  centre: Point,
  range: { minKm: number; maxKm: number; district: string; city?: string },
): DbAddress {
  const point = pointNear(random, centre, range.minKm, range.maxKm);
  return {
    address_line_1: streetLine(random),
    address_line_2: '',
    postcode: postcodeIn(random, range.district),
    city: range.city ?? 'London',
    ...point,
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
