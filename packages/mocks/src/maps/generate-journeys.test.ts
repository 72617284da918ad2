import { travelModes } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoToday } from '../data/demo-calendar';
import { createDemoDb } from '../data/demo-db';
import { createMetricsTables, metricsTablesOf, metricsTablesReady } from './demo-journeys';
import { defaultJourneyCount, engagementMonths, modeShares } from './generate-journeys';

const db = createDemoDb();
const { journeys, engagement } = createMetricsTables(db);

describe('seeded journeys', () => {
  it('has tens of thousands of journeys, the same for the same seed', () => {
    expect(journeys).toHaveLength(defaultJourneyCount);
    expect(defaultJourneyCount).toBeGreaterThanOrEqual(10_000);
    expect(createMetricsTables(createDemoDb()).journeys.slice(0, 50)).toEqual(journeys.slice(0, 50));
    expect(createMetricsTables(createDemoDb(7)).journeys.slice(0, 50)).not.toEqual(journeys.slice(0, 50));
  });

  // Two datasets of 30 000 journeys: seconds on a loaded 2-core machine.
  it(
    'makes the same rows when generated in steps across tasks, once for every handler that asks meanwhile',
    { timeout: 20_000 },
    async () => {
      const sameSeed = createDemoDb();
      const [first, second] = await Promise.all([metricsTablesReady(sameSeed), metricsTablesReady(sameSeed)]);
      expect(second).toBe(first);
      expect(metricsTablesOf(sameSeed)).toBe(first);
      expect(first).toEqual({ journeys, engagement });
    },
  );

  it('builds a large dataset on request', () => {
    expect(createMetricsTables(db, { journeys: 100_000 }).journeys).toHaveLength(100_000);
  });

  it('keeps close to UK school-run mode shares among parents', () => {
    const parents = journeys.filter((journey) => journey.user_type === 'parent');
    for (const [mode, share] of modeShares) {
      const actual = (parents.filter((journey) => journey.mode === mode).length / parents.length) * 100;
      expect(Math.abs(actual - share), mode).toBeLessThan(Math.max(3, share * 0.15));
    }
  });

  it('belongs to the people of each school, parents and staff', () => {
    const parentSchools = new Map(db.parents.map((parent) => [parent.id, parent.school_ids]));
    const staffSchool = new Map(db.staff.map((member) => [member.id, member.school_id]));
    const sites = new Map(db.schoolAddresses.map((address) => [address.id, address.organization_id]));
    for (const journey of journeys.slice(0, 2000)) {
      if (journey.user_type === 'parent')
        expect(parentSchools.get(journey.user_id)).toContain(journey.school_id);
      else expect(staffSchool.get(journey.user_id)).toBe(journey.school_id);
      expect(sites.get(journey.organization_address_id)).toBe(journey.school_id);
    }
    const schoolsWithJourneys = new Set(journeys.map((journey) => journey.school_id));
    expect(schoolsWithJourneys.size).toBe(db.schools.length);
    const staffShare = journeys.filter((journey) => journey.user_type === 'staff').length / journeys.length;
    expect(staffShare).toBeGreaterThan(0.1);
    expect(staffShare).toBeLessThan(0.2);
  });

  it('happens on school days of the terms, never after the demo today', () => {
    const outside = journeys.filter((journey) => {
      const day = journey.journey_time.slice(0, 10);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      return (
        !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/.test(journey.journey_time) ||
        day > demoToday ||
        weekday === 0 ||
        weekday === 6 ||
        !db.terms.some((term) => term.starts_on <= day && day <= term.ends_on)
      );
    });
    expect(outside).toEqual([]);
  });

  it('has plausible distances, times, CO2 and car details', () => {
    const implausible = journeys.filter((journey) => {
      const active = journey.mode === 'WALKING' || journey.mode === 'BICYCLING';
      const carLike = journey.mode === 'CAR' || journey.mode === 'CARPOOL' || journey.mode === 'TAXI';
      return (
        !travelModes.includes(journey.mode) ||
        journey.distance_miles <= 0 ||
        journey.duration_minutes <= 0 ||
        (active ? journey.co2_kg !== 0 : journey.co2_kg <= 0) ||
        (journey.fuel_type !== null) !== carLike ||
        journey.occupancy < 1 ||
        (journey.user_type === 'parent' && journey.pupils < 1)
      );
    });
    expect(implausible).toEqual([]);
    const walks = journeys.filter((journey) => journey.mode === 'WALKING');
    expect(walks.every((journey) => journey.distance_miles <= 1.6)).toBe(true);
    const cars = journeys.filter((journey) => journey.mode === 'CAR');
    const shortCars = cars.filter((journey) => journey.distance_miles < 1.5).length / cars.length;
    expect(shortCars).toBeGreaterThan(0.2);
    expect(shortCars).toBeLessThan(0.6);
    expect(new Set(cars.map((journey) => journey.fuel_type))).toEqual(
      new Set(['diesel', 'petrol', 'hybrid', 'electric']),
    );
  });
});

describe('seeded engagement', () => {
  it('has twelve months for every school, ending with the demo month', () => {
    const months = engagementMonths();
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toBe(demoToday.slice(0, 7));
    expect(engagement).toHaveLength(12 * db.schools.length);
    for (const row of engagement) {
      expect(row.registered_pupils).toBeLessThanOrEqual(row.pupils);
      expect(row.new_notices).toHaveLength(4);
    }
  });
});
