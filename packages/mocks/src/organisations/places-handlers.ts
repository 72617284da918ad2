import { demoPlacesPath, placeCountries } from '@stride/api';
import { http, HttpResponse } from 'msw';
import { hasPosition } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { anyHost } from '../handlers/any-host';

/** A demo place as a Nominatim-compatible service answers it (jsonv2 with address details). */
type DemoPlaceAnswer = {
  display_name: string;
  name: string;
  lat: string;
  lon: string;
  address: { road: string; city: string; postcode: string; country: string; country_code: 'gb' };
};

/** The demo's places: its schools' addresses (all in the United Kingdom), as a places service answers them. */
function demoPlaces(): DemoPlaceAnswer[] {
  const schoolName = new Map(demoDb.schools.map((school) => [school.id, school.name]));
  return demoDb.schoolAddresses.filter(hasPosition).map((address) => {
    const name = schoolName.get(address.organization_id) ?? address.name;
    const road = address.street || address.address_line_1;
    return {
      display_name: [name, road, address.city, address.postcode, 'United Kingdom'].filter(Boolean).join(', '),
      name,
      lat: String(address.latitude),
      lon: String(address.longitude),
      address: {
        road,
        city: address.city,
        postcode: address.postcode,
        country: 'United Kingdom',
        country_code: 'gb',
      },
    };
  });
}

/**
 * The address search in demo mode (docs/product/organisations.md): the demo's own places, every word of
 * `q` in the place's name or address, only in the countries `countrycodes` names (the console asks for gb
 * and lu; without them nothing is answered, as the search is never unrestricted).
 */
export const placesHandlers = [
  http.get(anyHost(demoPlacesPath), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const countries = (params.get('countrycodes') ?? '').toLowerCase().split(',');
    const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const limit = Math.min(Number(params.get('limit')) || 10, 50);
    if (words.length === 0 || !placeCountries.every((code) => countries.includes(code)))
      return HttpResponse.json([]);
    const found = demoPlaces().filter(
      (place) =>
        countries.includes(place.address.country_code) &&
        words.every((word) => place.display_name.toLowerCase().includes(word)),
    );
    return HttpResponse.json(found.slice(0, limit));
  }),
];
