import {
  ApiError,
  changeTravelMode,
  getGeofences,
  homeGeofencesAction,
  userGeofencesAction,
  getHeatmapPoints,
  getHomeData,
  getJourneyDetail,
  getMarkers,
  getStudentJourney,
  getStudentMarkers,
} from '@stride/api';
import { defaultFilterSelection, heatmapModes, travelModes } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoOrganisationIds } from '../data/demo-accounts';
import { demoDb, resetDemoDb } from '../data/demo-db';
import { hasPosition } from '../data/db-shape';
import { type DemoDbStore, keepDemoDb } from '../data/demo-db-persistence';
import { metricsTablesOf } from './demo-journeys';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

/** Distance in km between two points (equirectangular: fine at London's scale). */
const km = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  Math.hypot(
    (a.latitude - b.latitude) * 111,
    (a.longitude - b.longitude) * 111 * Math.cos((a.latitude * Math.PI) / 180),
  );

describe('marker load (POST api/admin/dashboard/ getMarkers)', () => {
  // Rules: maps.endpoint.markers
  it('answers a marker per journey of the filter, near the schools, with the dashboard still answering other actions', async () => {
    const client = await signedInClient('super@demo.test');
    const markers = await getMarkers(client, defaultFilterSelection);
    const stats = await getHomeData(client, defaultFilterSelection);
    expect(markers.journeys.length).toBe(stats.total_journeys);
    expect(new Set(markers.journeys.map((marker) => marker.mode))).toEqual(new Set(travelModes));
    const sites = demoDb.schoolAddresses.filter(hasPosition);
    // Homes are around the schools: every journey starts within a few miles of one.
    const sample = markers.journeys.filter((_, index) => index % 97 === 0);
    for (const marker of sample) expect(Math.min(...sites.map((site) => km(marker, site)))).toBeLessThan(15);
    // Parking places are a short walk from a school, one per driving user.
    expect(markers.parkings.length).toBeGreaterThan(0);
    for (const parking of markers.parkings.slice(0, 200))
      expect(Math.min(...sites.map((site) => km(parking, site)))).toBeLessThan(0.5);
    expect(markers.schoolIds.length).toBeGreaterThan(1);
  });

  it('keeps a school admin to their own school and narrows to staff', async () => {
    const client = await signedInClient('school@demo.test');
    const markers = await getMarkers(client, { ...defaultFilterSelection, type: 'staff' });
    expect(markers.schoolIds).toEqual([demoOrganisationIds.termsSchool]);
    expect(markers.journeys.length).toBeGreaterThan(0);
    expect(markers.journeys.every((marker) => marker.staff)).toBe(true);
  });
});

describe('POST api/admin/administration/changeTravelMode', () => {
  // Rules: maps.change-mode.refreshes-markers, maps.endpoint.change-travel-mode
  it('changes the journey for the next marker load (super admin)', async () => {
    const client = await signedInClient('super@demo.test');
    const [first] = (await getMarkers(client, defaultFilterSelection)).journeys;
    const next = first!.mode === 'WALKING' ? 'BUS' : 'WALKING';
    await changeTravelMode(client, first!.id, next);
    const again = (await getMarkers(client, defaultFilterSelection)).journeys.find(
      (marker) => marker.id === first!.id,
    );
    expect(again?.mode).toBe(next);
  });

  // Rules: maps.change-mode.persists
  it('keeps the new mode after a reload of the demo (its dataset saved and restored)', async () => {
    const values = new Map<string, unknown>();
    const store: DemoDbStore = {
      get: async (key) => structuredClone(values.get(key)),
      set: async (key, value) => void values.set(key, structuredClone(value)),
      del: async (key) => void values.delete(key),
    };
    // The demo console keeps its dataset from its start, before any write.
    const kept = keepDemoDb(store);
    const client = await signedInClient('super@demo.test');
    const car = (await getMarkers(client, defaultFilterSelection)).journeys.find(
      (marker) => marker.mode === 'CAR',
    )!;
    await changeTravelMode(client, car.id, 'WALKING');
    kept.saveNow();
    await kept.flush();

    // A reload: the backend's memory starts again from the seed, then the saved dataset comes back.
    resetDemoDb();
    await expect(keepDemoDb(store).restore()).resolves.toBe(true);
    const again = await getMarkers(client, defaultFilterSelection);
    expect(again.journeys.find((marker) => marker.id === car.id)?.mode).toBe('WALKING');
  });

  // Rules: maps.change-mode.others-cannot, maps.endpoint.change-travel-mode
  it('is refused to other roles', async () => {
    const client = await signedInClient('council@demo.test');
    const failure = await rejectionOf(changeTravelMode(client, 1, 'BUS'));
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
  });
});

describe('student and tracking-id lookups', () => {
  // Rules: maps.endpoint.student-markers, maps.endpoint.student-journey
  it("answers one student's journeys, and one journey by tracking id", async () => {
    const client = await signedInClient('super@demo.test');
    const { journeys } = metricsTablesOf(demoDb);
    const journey = journeys.find((row) => row.student_id !== null)!;
    const byStudent = await getStudentMarkers(client, String(journey.student_id));
    expect(byStudent.journeys.length).toBe(
      journeys.filter((row) => row.student_id === journey.student_id).length,
    );
    const byTracking = await getStudentJourney(client, String(journey.id));
    expect(byTracking.journeys.map((marker) => marker.id)).toEqual([journey.id]);
  });

  // Rules: maps.change-mode.panel-names-journey
  it('says who made a journey, with which pupil, to which school and when: names, not ids', async () => {
    const client = await signedInClient('super@demo.test');
    const journey = metricsTablesOf(demoDb).journeys.find((row) => row.student_id !== null)!;
    const parent = demoDb.parents.find((row) => row.id === journey.user_id)!;
    const pupil = demoDb.pupils.find((row) => row.id === journey.student_id)!;
    const school = demoDb.schools.find((row) => row.id === journey.school_id)!;
    await expect(getJourneyDetail(client, journey.id)).resolves.toEqual({
      id: journey.id,
      mode: journey.mode,
      person: `${parent.first_name} ${parent.last_name}`,
      pupil: `${pupil.first_name} ${pupil.last_name}`,
      school: school.name,
      time: journey.journey_time.slice(0, 16),
    });
    await expect(getJourneyDetail(client, 99_999_999)).resolves.toBeNull();
  });
});

describe('heatmap and geofences', () => {
  // Rules: maps.endpoint.heatmap-data, maps.endpoint.heatmap-default-data, maps.heatmap.super-admin-only
  it('answers tracked points (fewer) and simulated points to the super admin only', async () => {
    const client = await signedInClient('super@demo.test');
    const request = { modes: heatmapModes('simulated'), kind: 'normal' } as const;
    const simulated = await getHeatmapPoints(client, defaultFilterSelection, {
      ...request,
      source: 'simulated',
    });
    const tracked = await getHeatmapPoints(client, defaultFilterSelection, { ...request, source: 'tracked' });
    expect(simulated.length).toBeGreaterThan(tracked.length);
    expect(tracked.length).toBeGreaterThan(0);
    const council = await signedInClient('council@demo.test');
    expect(
      (
        (await rejectionOf(
          getHeatmapPoints(council, defaultFilterSelection, { ...request, source: 'simulated' }),
        )) as ApiError
      ).status,
    ).toBe(403);
  });

  // Rules: maps.endpoint.geofences
  it("answers a geofence per site of the caller's schools", async () => {
    const client = await signedInClient('school@demo.test');
    const geofences = await getGeofences(client, defaultFilterSelection);
    expect(geofences.length).toBe(
      demoDb.schoolAddresses.filter((site) => site.organization_id === demoOrganisationIds.termsSchool)
        .length,
    );
  });

  // Rules: maps.endpoint.user-home-geofences
  it("answers the homes of the school's people (getHomeGeofences), and of those who travelled (getUserGeofences)", async () => {
    const client = await signedInClient('school@demo.test');
    const school = demoOrganisationIds.termsSchool;
    const homes = await getGeofences(client, defaultFilterSelection, homeGeofencesAction);
    const people =
      demoDb.parents.filter((parent) => parent.school_ids.includes(school)).length +
      demoDb.staff.filter((member) => member.school_id === school).length;
    expect(homes.length).toBe(people);
    const staffHomes = await getGeofences(
      client,
      { ...defaultFilterSelection, type: 'staff' },
      homeGeofencesAction,
    );
    expect(staffHomes.length).toBe(demoDb.staff.filter((member) => member.school_id === school).length);
    const travellers = await getGeofences(client, defaultFilterSelection, userGeofencesAction);
    expect(travellers.length).toBeGreaterThan(0);
    expect(travellers.length).toBeLessThanOrEqual(homes.length);
  });
});
