import type { AddressPlace } from '@stride/domain';
import { z } from 'zod';

/**
 * The address search's places service (docs/product/organisations.md): a Nominatim-compatible search
 * endpoint (Nominatim, LocationIQ, a self-hosted one, or the demo's own places). It is not the platform's
 * API: it is called without the session's token.
 */

/** Where the demo answers the address search (its own places), on the console's origin. */
export const demoPlacesPath = '/demo/places/search';

/** The countries the address search is restricted to (the spec's uk and lu; ISO 3166 codes gb and lu). */
export const placeCountries = ['gb', 'lu'] as const;

/** At most this many results are asked for. */
export const placeResultLimit = 6;

/** The search address for `query`: the service's URL with the query, the answer format and the countries. */
export function placeSearchUrl(serviceUrl: string, query: string): string {
  const url = new URL(serviceUrl, globalThis.location?.href ?? 'http://localhost/');
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', String(placeResultLimit));
  url.searchParams.set('countrycodes', placeCountries.join(','));
  return url.href;
}

const coordinate = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().finite());

const placeAnswerSchema = z.array(
  z.object({
    display_name: z.string(),
    lat: coordinate,
    lon: coordinate,
    name: z.string().nullish(),
    address: z
      .object({
        house_number: z.string().optional(),
        road: z.string().optional(),
        suburb: z.string().optional(),
        city: z.string().optional(),
        town: z.string().optional(),
        village: z.string().optional(),
        postcode: z.string().optional(),
        country: z.string().optional(),
        country_code: z.string().optional(),
      })
      .partial()
      .optional(),
  }),
);

/** The places of a service's answer; throws when the answer is not a list of places. */
export function placesOfAnswer(answer: unknown): AddressPlace[] {
  return placeAnswerSchema.parse(answer).map((place) => {
    const address = place.address ?? {};
    return {
      label: place.display_name,
      street: [address.house_number, address.road].filter(Boolean).join(' '),
      city: address.city ?? address.town ?? address.village ?? '',
      postcode: address.postcode ?? '',
      country: address.country ?? '',
      latitude: place.lat,
      longitude: place.lon,
    };
  });
}

/** Searches the places service for `query` (UK and Luxembourg only), without the session's token. */
export async function searchPlaces(
  serviceUrl: string,
  query: string,
  signal?: AbortSignal,
): Promise<AddressPlace[]> {
  const response = await fetch(placeSearchUrl(serviceUrl, query), {
    signal,
    headers: { Accept: 'application/json' },
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`The places service answered ${response.status}`);
  return placesOfAnswer(await response.json());
}
