import { demoPlacesPath, placeSearchUrl, searchPlaces } from '@stride/api';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../data/demo-db';
import { startDemoServerForTests, testApiHost } from '../testing/demo-api';

startDemoServerForTests();

const service = new URL(demoPlacesPath, testApiHost).href;

describe('the address search', () => {
  // Rules: organisations.addresses.search-countries
  it('asks the places service for UK and Luxembourg only', () => {
    const url = new URL(placeSearchUrl('https://places.example.org/search?key=k', 'Hill Road'));
    expect(url.origin).toBe('https://places.example.org');
    expect(url.searchParams.get('key')).toBe('k');
    expect(url.searchParams.get('q')).toBe('Hill Road');
    expect(url.searchParams.get('countrycodes')).toBe('gb,lu');
  });

  // Rules: organisations.addresses.search-demo-places
  it("in demo mode finds the demo's own places, each with its coordinates", async () => {
    const school = demoDb.schools[0]!;
    const site = demoDb.schoolAddresses.find((row) => row.organization_id === school.id)!;
    const places = await searchPlaces(service, school.name);
    expect(places.length).toBeGreaterThan(0);
    expect(places[0]).toMatchObject({
      label: expect.stringContaining(school.name),
      postcode: site.postcode,
      country: 'United Kingdom',
      latitude: site.latitude,
      longitude: site.longitude,
    });
    expect(await searchPlaces(service, 'zzzz no such place')).toEqual([]);
  });

  it('answers nothing to a search not restricted to UK and Luxembourg', async () => {
    const unrestricted = new URL(service);
    unrestricted.searchParams.set('q', demoDb.schools[0]!.name);
    unrestricted.searchParams.set('format', 'jsonv2');
    expect(await (await fetch(unrestricted)).json()).toEqual([]);
  });
});
