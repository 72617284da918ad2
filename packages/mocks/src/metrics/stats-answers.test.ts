import { defaultFilterSelection, emptyStats, statsSchema } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import type { DbAccount } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import type { DbJourney } from '../maps/journey-shape';
import { filterFromBody, resolveFilter, selectedSchoolIds } from './dashboard-filter-answers';
import { journeysMatching, statsOf } from './stats-answers';

const journey = (fields: Partial<DbJourney>): DbJourney => ({
  id: 1,
  school_id: 101,
  organization_address_id: 1,
  user_id: 1,
  user_type: 'parent',
  student_id: 1,
  school_year: 0,
  mode: 'WALKING',
  distance_miles: 0.4,
  duration_minutes: 10,
  co2_kg: 0,
  journey_time: '2026-05-04 08:10:00',
  fuel_type: null,
  occupancy: 1,
  pupils: 1,
  open_to_sharing: false,
  dropoff_minutes: 0,
  ...fields,
});

const people = {
  parents: [
    { id: 1, child_ids: [1, 2] },
    { id: 2, child_ids: [3] },
  ] as typeof demoDb.parents,
  schoolYears: demoDb.schoolYears,
};

describe('statsOf', () => {
  const journeys = [
    journey({ id: 1 }),
    journey({
      id: 2,
      user_id: 2,
      school_year: 3,
      mode: 'CAR',
      distance_miles: 1.2,
      duration_minutes: 8,
      co2_kg: 0.336,
      fuel_type: 'petrol',
      occupancy: 2,
      pupils: 1,
      dropoff_minutes: 4,
      open_to_sharing: true,
    }),
    journey({
      id: 3,
      user_id: 2,
      school_year: 3,
      mode: 'CARPOOL',
      distance_miles: 3,
      duration_minutes: 20,
      co2_kg: 0.57,
      fuel_type: 'hybrid',
      occupancy: 4,
      pupils: 1,
      dropoff_minutes: 6,
      open_to_sharing: true,
    }),
    journey({
      id: 4,
      user_id: 9,
      user_type: 'staff',
      student_id: null,
      school_year: null,
      mode: 'TRAIN',
      distance_miles: 6,
      duration_minutes: 33,
      co2_kg: 0.342,
      pupils: 0,
    }),
  ];
  const stats = statsOf(people, journeys);

  it('totals users, people, time, distance and CO2', () => {
    expect(stats).toMatchObject({
      total_users: 3,
      total_parents: 2,
      total_staff: 1,
      total_children: 3,
      total_cars: 1,
      total_journeys: 4,
      total_time: 71,
      total_active_time: 10,
      total_distance: 10.6,
      total_co2: 1.25,
      avg_dropoff: 5,
      user_open_to_sharing: 1,
      user_not_open_to_sharing: 2,
    });
  });

  it('splits the car journeys by fuel, distance and occupancy', () => {
    expect(stats.carsData).toEqual({
      total_car_distance: 4.2,
      total_car_time: 28,
      total_car_journeys: 2,
      diesel: 0,
      petrol: 1,
      hybrid: 1,
      electric: 0,
      total_pupils: 2,
      shared: 1,
    });
    expect(stats.under2miles).toEqual({ 'UNDER 1.5 MILES': 1, 'OVER 1.5 MILES': 1 });
    expect(stats.carsVsSustainableTotal).toEqual({
      'Car - low occupancy': 1,
      'Car - high occupancy': 0,
      carpool: 1,
      'school bus/public transport/walk or cycle': 2,
    });
    expect(stats.carsVsSustainable).toEqual({
      'Car - low occupancy': 25,
      'Car - high occupancy': 0,
      carpool: 25,
      'school bus/public transport/walk or cycle': 50,
    });
  });

  it('groups users by average distance and main mode, journeys by distance and school year', () => {
    expect(stats.groupsByDistanceGroupCount.filter((band) => band.count > 0)).toEqual([
      { label: '0-0.5 miles', count: 1 },
      { label: '2-3 miles', count: 1 },
      { label: '5+ miles', count: 1 },
    ]);
    expect(
      stats.groupsByDistanceCountFormattedPercents.find((band) => band.label === '5+ miles')?.percent,
    ).toBe(33.33);
    expect(stats.groupsByTravelModeCount.filter((entry) => entry.count > 0)).toEqual([
      { mode: 'CAR', count: 1 },
      { mode: 'TRAIN', count: 1 },
      { mode: 'WALKING', count: 1 },
    ]);
    expect(
      stats.journeysDistributionByDistance.filter((band) => band.count > 0).map((band) => band.label),
    ).toEqual(['0-0.5 miles', '1-1.5 miles', '3-5 miles', '5+ miles']);
    expect(stats.habbitsBySchoolYear).toEqual([
      { year: 'Reception', modes: { WALKING: 1 } },
      { year: 'Year 3', modes: { CAR: 1, CARPOOL: 1 } },
    ]);
    expect(stats.co2ByTransport.find((entry) => entry.primary_transport_type === 'TRAIN')?.total_co2).toBe(
      0.34,
    );
  });

  it('parses with the domain Stats schema; no journeys gives the empty stats', () => {
    expect(statsSchema.parse(stats)).toEqual(stats);
    expect(statsOf(people, [])).toEqual(emptyStats);
  });
});

describe('the dashboard filter', () => {
  const account = (role: DbAccount['role'], organization_id: number | null): DbAccount => ({
    ...demoDb.accounts[0]!,
    role,
    organization_id,
  });

  it('reads the payload back; anything invalid is null', () => {
    expect(filterFromBody({ action: 'homeData' })).toEqual(defaultFilterSelection);
    expect(
      filterFromBody({ school_ids: ['group_2', 101], range: ['2026-05-01 08:00', '2026-05-02 08:00'] }),
    ).toMatchObject({
      schoolIds: ['group_2', 101],
      range: { from: '2026-05-01 08:00', to: '2026-05-02 08:00' },
    });
    expect(filterFromBody({ school_ids: ['everything'] })).toBeNull();
    expect(filterFromBody({ range: ['yesterday', 'today'] })).toBeNull();
    expect(filterFromBody(null)).toBeNull();
  });

  it('expands groups and councils, and keeps to the caller’s schools', () => {
    expect(selectedSchoolIds(demoDb, [])).toBe('all');
    expect(selectedSchoolIds(demoDb, ['ALL', 101])).toBe('all');
    expect([...(selectedSchoolIds(demoDb, ['group_5']) as Set<number>)]).toEqual(
      demoDb.groups.find((group) => group.id === 5)?.school_ids,
    );
    const council = selectedSchoolIds(demoDb, ['council_2']) as Set<number>;
    expect([...council]).toEqual(
      demoDb.schools.filter((school) => school.council_id === 2).map((school) => school.id),
    );
    const councilAdmin = account('COUNCIL_ADMIN', 3);
    const resolved = resolveFilter(demoDb, councilAdmin, {
      ...defaultFilterSelection,
      schoolIds: ['council_2', 'council_3'],
    });
    expect(
      [...resolved.schoolIds].every(
        (id) => demoDb.schools.find((school) => school.id === id)?.council_id === 3,
      ),
    ).toBe(true);
    expect(resolved.schoolIds.size).toBeGreaterThan(0);
  });

  it('spans the current term, a named term, or the range instead', () => {
    const superAdmin = account('SUPERADMIN', null);
    expect(resolveFilter(demoDb, superAdmin, defaultFilterSelection).span).toEqual({
      from: '2026-04-13 00:00:00',
      to: '2026-07-22 23:59:59',
    });
    expect(
      resolveFilter(demoDb, superAdmin, { ...defaultFilterSelection, term: 'Autumn 2025' }).span,
    ).toEqual({ from: '2025-09-03 00:00:00', to: '2025-12-19 23:59:59' });
    expect(
      resolveFilter(demoDb, superAdmin, {
        ...defaultFilterSelection,
        range: { from: '2026-05-01 08:00', to: '2026-05-01 09:30' },
      }).span,
    ).toEqual({
      from: '2026-05-01 08:00:00',
      to: '2026-05-01 09:30:59',
    });
    expect(resolveFilter(demoDb, superAdmin, { ...defaultFilterSelection, term: 'Unknown' }).span).toBeNull();
  });

  it('matches journeys by school, site, user type and time', () => {
    const rows = [
      journey({ id: 1 }),
      journey({ id: 2, organization_address_id: 2 }),
      journey({ id: 3, user_type: 'staff' }),
      journey({ id: 4, journey_time: '2026-05-04 09:31:00' }),
      journey({ id: 5, school_id: 102 }),
    ];
    const ids = (filter: Parameters<typeof journeysMatching>[1]) =>
      journeysMatching(rows, filter).map((row) => row.id);
    const base = {
      schoolIds: new Set([101]),
      addressId: null,
      type: 'all' as const,
      span: { from: '2026-05-04 08:00:00', to: '2026-05-04 09:30:59' },
    };
    expect(ids(base)).toEqual([1, 2, 3]);
    expect(ids({ ...base, addressId: 1 })).toEqual([1, 3]);
    expect(ids({ ...base, type: 'parent' })).toEqual([1, 2]);
    expect(ids({ ...base, span: null })).toEqual([]);
    expect(ids({ ...base, schoolIds: new Set() })).toEqual([]);
  });
});
