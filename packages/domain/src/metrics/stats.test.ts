import { describe, expect, it } from 'vitest';
import { annualCarCo2PerUser } from './co2';
import { capActivePercentage, emptyEngagement, engagementSchema, noticeSeries } from './engagement';
import { emptyStats, statsSchema } from './stats';

/** A PHP-style answer: numbers as strings, a null, a percent string. */
const phpStats = {
  total_users: '120',
  total_staff: '14',
  total_parents: 106,
  total_children: '150',
  total_cars: '40',
  total_active_time: '3600.5',
  total_time: '9000',
  total_distance: '812.25',
  total_journeys: '100',
  total_co2: '330',
  carsData: {
    total_car_distance: '400',
    total_car_time: '1200',
    total_car_journeys: '45',
    diesel: '10',
    petrol: '20',
    hybrid: '5',
    electric: '5',
    total_pupils: '60',
    shared: '12',
  },
  avg_dropoff: null,
  under2miles: { 'UNDER 1.5 MILES': '61', 'OVER 1.5 MILES': '39' },
  carsVsSustainable: {
    'Car - low occupancy': '30',
    'Car - high occupancy': '10',
    carpool: '5',
    'school bus/public transport/walk or cycle': '55',
  },
  carsVsSustainableTotal: {
    'Car - low occupancy': 30,
    'Car - high occupancy': 10,
    carpool: 5,
    'school bus/public transport/walk or cycle': 55,
  },
  co2ByTransport: [
    { primary_transport_type: 'CAR', total_co2: '300' },
    { primary_transport_type: 'CARPOOL', total_co2: '90' },
  ],
  user_open_to_sharing: '22',
  user_not_open_to_sharing: '18',
  groupsByDistanceGroupCount: [{ label: '0-0.5 miles', count: '12' }],
  groupsByDistanceCountFormattedPercents: [{ label: '0-0.5 miles', percent: '12.50%' }],
  groupsByTravelModeCount: [{ mode: 'WALKING', count: '40' }],
  habbitsBySchoolYear: [{ year: 'Year 1', modes: { CAR: '3', WALKING: 7 } }],
  journeysDistributionByDistance: [{ label: '1-2 miles', count: 4 }],
};

describe('statsSchema (Stats)', () => {
  // Rules: metrics.stats.fields, metrics.charts.annual-car-co2
  it('coerces numeric strings and null to numbers', () => {
    const stats = statsSchema.parse(phpStats);
    expect(stats.total_users).toBe(120);
    expect(stats.total_active_time).toBe(3600.5);
    expect(stats.avg_dropoff).toBe(0);
    expect(stats.carsData.petrol).toBe(20);
    expect(stats.under2miles['UNDER 1.5 MILES']).toBe(61);
    expect(stats.groupsByDistanceCountFormattedPercents[0]?.percent).toBe(12.5);
    expect(stats.habbitsBySchoolYear[0]?.modes).toEqual({ CAR: 3, WALKING: 7 });
    expect(annualCarCo2PerUser(stats.co2ByTransport, stats.total_journeys)).toBeCloseTo(2194.5, 10);
  });

  // Rules: metrics.stats.fields
  it('rejects non-numeric text and unknown travel modes', () => {
    expect(statsSchema.safeParse({ ...phpStats, total_users: 'lots' }).success).toBe(false);
    expect(statsSchema.safeParse({ ...phpStats, total_users: Number.NaN }).success).toBe(false);
    expect(
      statsSchema.safeParse({ ...phpStats, groupsByTravelModeCount: [{ mode: 'HOVERCRAFT', count: 1 }] })
        .success,
    ).toBe(false);
  });

  it('accepts the empty answer (a filter that matches nothing)', () => {
    expect(statsSchema.parse(emptyStats)).toEqual(emptyStats);
  });
});

describe('engagement (Engagement response)', () => {
  // Rules: metrics.engagement-response.fields, metrics.engagement.new-notices
  it('parses stats, stacked new notices and the school count', () => {
    const engagement = engagementSchema.parse({
      stats: [
        { month: '10', students_perc: '45.5', active_users_90days: '104.2', users_created_content: '3' },
        { month: 11, students_perc: 50, active_users_90days: 80, users_created_content: 4 },
      ],
      stackedStats: {
        new_notices: [
          ['1', 2, 3, 4],
          [0, 0, 1, 0],
        ],
      },
      schoolCount: '7',
    });
    expect(engagement.stats[0]).toEqual({
      month: 10,
      students_perc: 45.5,
      active_users_90days: 104.2,
      users_created_content: 3,
    });
    expect(engagement.schoolCount).toBe(7);
    expect(noticeSeries(engagement.stackedStats.new_notices)).toEqual({
      parents: [1, 0],
      school: [2, 0],
      council: [3, 1],
      admin: [4, 0],
    });
    expect(engagementSchema.parse(emptyEngagement)).toEqual(emptyEngagement);
  });

  // Rules: metrics.engagement-response.fields
  it('rejects a month outside 1..12 and a notice entry without 4 counts', () => {
    const month = { month: 13, students_perc: 1, active_users_90days: 1, users_created_content: 1 };
    expect(
      engagementSchema.safeParse({ stats: [month], stackedStats: { new_notices: [] }, schoolCount: 1 })
        .success,
    ).toBe(false);
    expect(
      engagementSchema.safeParse({ stats: [], stackedStats: { new_notices: [[1, 2, 3]] }, schoolCount: 1 })
        .success,
    ).toBe(false);
  });

  // Rules: metrics.engagement.active-cap
  it('caps the active percentage at 100.00 (docs/product/metrics.md)', () => {
    expect(capActivePercentage(104.2)).toBe(100);
    expect(capActivePercentage(100)).toBe(100);
    expect(capActivePercentage(99.999)).toBe(100);
    expect(capActivePercentage(45.456)).toBe(45.46);
    expect(capActivePercentage(0)).toBe(0);
    expect(capActivePercentage(-3)).toBe(0);
    expect(capActivePercentage(Number.NaN)).toBe(0);
    expect(capActivePercentage(Number.POSITIVE_INFINITY)).toBe(100);
  });
});
