import type { ApiClient } from '@stride/api';
import { ApiError, buildRequestUrl, dashboardPath, getEngagement, getHomeData } from '@stride/api';
import type { FilterSelection, Stats } from '@stride/domain';
import { defaultFilterSelection, emptyEngagement, emptyStats } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoOrganisationIds } from '../data/demo-accounts';
import { demoDb } from '../data/demo-db';
import { rejectionOf, signedInClient, startDemoServerForTests, testApiHost } from '../testing/demo-api';

startDemoServerForTests();

const filter = (change: Partial<FilterSelection>): FilterSelection => ({
  ...defaultFilterSelection,
  ...change,
});

/** Every number of a Stats answer, flattened, to compare two answers or check none is NaN. */
function numbersOf(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(numbersOf);
  return [];
}

async function homeData(client: ApiClient, change: Partial<FilterSelection> = {}): Promise<Stats> {
  return getHomeData(client, filter(change));
}

describe('POST api/admin/dashboard/ homeData', () => {
  // Rules: metrics.endpoint.home-data
  it('computes every stat from the seeded journeys, consistently', async () => {
    const stats = await homeData(await signedInClient('super@demo.test'));
    expect(numbersOf(stats).every(Number.isFinite)).toBe(true);
    expect(stats.total_users).toBe(stats.total_parents + stats.total_staff);
    expect(stats.total_users).toBe(stats.user_open_to_sharing + stats.user_not_open_to_sharing);
    expect(stats.total_active_time).toBeLessThan(stats.total_time);
    const { diesel, petrol, hybrid, electric, total_car_journeys } = stats.carsData;
    expect(diesel + petrol + hybrid + electric).toBe(total_car_journeys);
    expect(stats.under2miles['UNDER 1.5 MILES'] + stats.under2miles['OVER 1.5 MILES']).toBe(
      total_car_journeys,
    );
    expect(Object.values(stats.carsVsSustainableTotal).reduce((sum, count) => sum + count, 0)).toBe(
      stats.total_journeys,
    );
    expect(Object.values(stats.carsVsSustainable).reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 0);
    expect(stats.journeysDistributionByDistance.reduce((sum, band) => sum + band.count, 0)).toBe(
      stats.total_journeys,
    );
    expect(stats.groupsByDistanceGroupCount.reduce((sum, band) => sum + band.count, 0)).toBe(
      stats.total_users,
    );
    expect(stats.groupsByTravelModeCount.reduce((sum, entry) => sum + entry.count, 0)).toBe(
      stats.total_users,
    );
    expect(stats.co2ByTransport.reduce((sum, entry) => sum + entry.total_co2, 0)).toBeCloseTo(
      stats.total_co2,
      0,
    );
    expect(stats.co2ByTransport.find((entry) => entry.primary_transport_type === 'WALKING')?.total_co2).toBe(
      0,
    );
    expect(stats.habbitsBySchoolYear[0]?.year).toBe('Reception');
    expect(stats.avg_dropoff).toBeGreaterThan(0);
  });

  // Rules: metrics.filter.user-type, metrics.filter.term, metrics.filter.range, metrics.filter.schools
  it('changes with the school, user type, term and range', async () => {
    const client = await signedInClient('super@demo.test');
    const all = numbersOf(await homeData(client));
    const variants = [
      { schoolIds: [demoOrganisationIds.termsSchool] },
      { schoolIds: ['group_1' as const] },
      { schoolIds: ['council_2' as const] },
      { type: 'parent' as const },
      { type: 'staff' as const },
      { term: 'Spring 2026' },
      { range: { from: '2026-05-01 08:00', to: '2026-05-31 08:00' } },
    ];
    const answers = await Promise.all(variants.map((change) => homeData(client, change)));
    for (const [index, stats] of answers.entries()) {
      expect(stats.total_journeys, JSON.stringify(variants[index])).toBeGreaterThan(0);
      expect(numbersOf(stats), JSON.stringify(variants[index])).not.toEqual(all);
    }
    const [, , , parents, staff] = answers;
    expect(parents?.total_staff).toBe(0);
    expect(staff?.total_parents).toBe(0);
  });

  // Rules: metrics.filter.address
  it('narrows to one school site', async () => {
    const client = await signedInClient('super@demo.test');
    const school = demoDb.schools.find(
      (row) => demoDb.schoolAddresses.filter((address) => address.organization_id === row.id).length > 1,
    );
    const site = demoDb.schoolAddresses.find((address) => address.organization_id === school?.id);
    const whole = await homeData(client, { schoolIds: [school?.id ?? 0] });
    const oneSite = await homeData(client, {
      schoolIds: [school?.id ?? 0],
      organisationAddressId: site?.id ?? null,
    });
    expect(oneSite.total_journeys).toBeGreaterThan(0);
    expect(oneSite.total_journeys).toBeLessThan(whole.total_journeys);
  });

  it('answers zeros and empty lists for a filter that matches nothing', async () => {
    const client = await signedInClient('super@demo.test');
    expect(await homeData(client, { term: 'Autumn 2026' })).toEqual(emptyStats);
    expect(await homeData(client, { range: { from: '2020-01-01 08:00', to: '2020-01-31 08:00' } })).toEqual(
      emptyStats,
    );
    expect(await homeData(client, { term: 'No such term' })).toEqual(emptyStats);
  });

  it('keeps each role to its own schools', async () => {
    const school = await signedInClient('school@demo.test');
    const own = await homeData(school);
    expect(own).toEqual(
      await homeData(await signedInClient('super@demo.test'), {
        schoolIds: [demoOrganisationIds.termsSchool],
      }),
    );
    const otherSchool = demoDb.schools.find((row) => row.id !== demoOrganisationIds.termsSchool)?.id ?? 0;
    expect(await homeData(school, { schoolIds: [otherSchool] })).toEqual(emptyStats);
  });

  it('refuses an unknown action and an invalid filter with 400', async () => {
    const client = await signedInClient('super@demo.test');
    const post = (body: unknown) =>
      fetch(buildRequestUrl(testApiHost, dashboardPath), {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${client.session.getToken() ?? ''}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    expect((await post({ action: 'nonsense' })).status).toBe(400);
    expect((await post({ action: 'homeData', type: 'pupils' })).status).toBe(400);
    expect((await post({ action: 'homeData' })).status).toBe(200);
  });
});

describe('POST api/admin/dashboard/ engagement', () => {
  // Rules: metrics.endpoint.engagement
  it('answers twelve months of seeded activity for the super admin', async () => {
    const engagement = await getEngagement(await signedInClient('super@demo.test'), defaultFilterSelection);
    expect(engagement.stats.map((month) => month.month)).toEqual([7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6]);
    expect(engagement.stackedStats.new_notices).toHaveLength(12);
    expect(engagement.schoolCount).toBe(demoDb.schools.length);
    expect(engagement.stats.every((month) => month.students_perc > 0 && month.students_perc <= 100)).toBe(
      true,
    );
  });

  it('changes with the schools and the range; nothing matching is empty', async () => {
    const client = await signedInClient('super@demo.test');
    const all = await getEngagement(client, defaultFilterSelection);
    const council = await getEngagement(client, filter({ schoolIds: ['council_1'] }));
    expect(council.schoolCount).toBeLessThan(all.schoolCount);
    expect(council.stackedStats).not.toEqual(all.stackedStats);
    const spring = await getEngagement(
      client,
      filter({ range: { from: '2026-01-01 08:00', to: '2026-03-31 08:00' } }),
    );
    expect(spring.stats.map((month) => month.month)).toEqual([1, 2, 3]);
    expect(
      await getEngagement(client, filter({ range: { from: '2020-01-01 08:00', to: '2020-03-31 08:00' } })),
    ).toEqual(emptyEngagement);
  });

  // Rules: metrics.panes.engagement-super-admin
  it.each(['council@demo.test', 'multi@demo.test', 'school@demo.test', 'product@demo.test'])(
    'is refused with 403 for %s',
    async (email) => {
      const error = await rejectionOf(getEngagement(await signedInClient(email), defaultFilterSelection));
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(403);
    },
  );
});
