import type { FilterSelection } from '@stride/domain';
import { defaultFilterSelection, travelModes } from '@stride/domain';
import type { JsonBodyType } from 'msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { dashboardPath } from '../metrics/home-data';
import { changeTravelMode, changeTravelModeMutation, changeTravelModePath } from './change-travel-mode';
import { getJourneyDetail, journeyDetailQuery } from './journey-detail';
import {
  getStudentJourney,
  getStudentMarkers,
  studentJourneyPath,
  studentMarkersPath,
} from './marker-lookup';
import { getMarkers, markersQuery, readMapMarker } from './markers';
import { getGeofences, homeGeofencesAction, userGeofencesAction } from './geofences';
import { getHeatmapPoints, heatmapDataPath, heatmapDefaultDataPath } from './heatmap';
import { startTestServer, testHost } from '../testing/test-server';

const { server, client } = startTestServer();
const host = testHost;
const filter: FilterSelection = { ...defaultFilterSelection, schoolIds: [12], type: 'staff' };

function answer(path: string, body: JsonBodyType) {
  const seen: { body?: unknown } = {};
  server.use(
    http.post(host + path, async ({ request }) => {
      seen.body = await request.json();
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('getMarkers (marker load, docs/endpoints.md)', () => {
  // Rules: maps.endpoint.markers
  it('posts the filter with every travel mode as journeyMarkers and reads latLng into coordinates', async () => {
    const seen = answer(dashboardPath, {
      journeys: [{ latLng: '51.5,-0.12', type: 'BUS', t_id: 7, is_staff: 1, is_shared: 0 }],
      parkings: [{ latLng: '51.51,-0.13', type: null, t_id: 8, is_staff: false }],
      school_ids: [12],
    });
    const markers = await getMarkers(client, filter);
    expect(seen.body).toEqual({
      action: 'getMarkers',
      school_ids: [12],
      organization_address_id: null,
      type: 'staff',
      term: 'CURRENT',
      range: null,
      journeyMarkers: [...travelModes],
    });
    expect(markers).toEqual({
      journeys: [{ id: 7, latitude: 51.5, longitude: -0.12, mode: 'BUS', staff: true, shared: false }],
      parkings: [{ id: 8, latitude: 51.51, longitude: -0.13, mode: null, staff: false, shared: false }],
      schoolIds: [12],
    });
  });

  it('refuses an answer whose latLng is not two coordinates', async () => {
    answer(dashboardPath, {
      journeys: [{ latLng: 'nowhere', type: 'CAR', t_id: 1, is_staff: 0 }],
      parkings: [],
      school_ids: [],
    });
    const failure = await getMarkers(client, filter).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });

  it('reads a row by hand with the schema rules: flags 0/1 or booleans, an integer t_id, a mode or none', () => {
    expect(
      readMapMarker({ latLng: '51.5,-0.12', type: 'PLANE', t_id: 3, is_staff: true, is_shared: 1 }),
    ).toEqual({
      id: 3,
      latitude: 51.5,
      longitude: -0.12,
      mode: null,
      staff: true,
      shared: true,
    });
    expect(readMapMarker({ latLng: '51.5,-0.12', type: 'CAR', t_id: 3.5, is_staff: 0 })).toBe(
      't_id is not an integer',
    );
    expect(readMapMarker({ latLng: '51.5,-0.12', type: 'CAR', t_id: 3, is_staff: 'yes' })).toBe(
      'is_staff is not a flag',
    );
    expect(readMapMarker({ latLng: '51.5,-0.12', type: 'CAR', t_id: 3, is_staff: 0, is_shared: 'no' })).toBe(
      'is_shared is not a flag',
    );
    expect(readMapMarker({ latLng: 51.5, type: 'CAR', t_id: 3, is_staff: 0 })).toBe('latLng is not a string');
    expect(readMapMarker({ latLng: '51.5,-0.12', type: 7, t_id: 3, is_staff: 0 })).toBe(
      'type is not a string',
    );
    expect(readMapMarker(null)).toBe('a marker is not an object');
  });

  it('refuses an answer with a row missing its tracking id', async () => {
    answer(dashboardPath, {
      journeys: [{ latLng: '51.5,-0.12', type: 'CAR', is_staff: 0 }],
      parkings: [],
      school_ids: [],
    });
    const failure = await getMarkers(client, filter).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
  });

  it('keys equal filters alike and different filters apart', () => {
    expect(markersQuery({ ...filter }).key).toEqual(markersQuery(filter).key);
    expect(markersQuery({ ...filter, type: 'parent' }).key).not.toEqual(markersQuery(filter).key);
  });
});

describe('changeTravelMode (docs/endpoints.md)', () => {
  // Rules: maps.endpoint.change-travel-mode
  it('posts the journey as terms_archive_id and the new mode', async () => {
    const seen = answer(changeTravelModePath, { success: true });
    await changeTravelMode(client, 7, 'WALKING');
    expect(seen.body).toEqual({ terms_archive_id: 7, new_travel_mode: 'WALKING' });
  });
});

describe('super admin lookups (docs/endpoints.md)', () => {
  const empty = { journeys: [], parkings: [], school_ids: [] };

  // Rules: maps.endpoint.student-markers
  it('posts the student id to studentMarkers', async () => {
    const seen = answer(studentMarkersPath, empty);
    await expect(getStudentMarkers(client, '12345')).resolves.toEqual({
      journeys: [],
      parkings: [],
      schoolIds: [],
    });
    expect(seen.body).toEqual({ student_id: '12345' });
  });

  // Rules: maps.endpoint.student-journey
  it('posts the tracking id to studentJourney', async () => {
    const seen = answer(studentJourneyPath, empty);
    await getStudentJourney(client, '777');
    expect(seen.body).toEqual({ t_id: '777' });
  });
});

describe('heatmap and geofences (docs/endpoints.md)', () => {
  // Rules: maps.endpoint.heatmap-data
  it('asks heatmapData for tracked journeys with travelModes, accuracy, ids and the kind, and reads points as pairs', async () => {
    const seen = answer(heatmapDataPath, { points: [-0.1, 51.5, -0.2, 51.6] });
    const points = await getHeatmapPoints(client, filter, {
      source: 'tracked',
      modes: ['CAR', 'STILL'],
      kind: 'bg',
    });
    expect(Array.from(points)).toEqual([
      Math.fround(-0.1),
      Math.fround(51.5),
      Math.fround(-0.2),
      Math.fround(51.6),
    ]);
    expect(seen.body).toMatchObject({
      school_ids: [12],
      travelModes: ['CAR', 'STILL'],
      accuracy: null,
      student_id: null,
      user_id: null,
      mode: 'bg',
    });
  });

  // Rules: maps.endpoint.heatmap-default-data
  it('asks heatmapDefaultData for simulated journeys and refuses an odd list of numbers', async () => {
    const seen = answer(heatmapDefaultDataPath, { points: [1, 2, 3] });
    const failure = await getHeatmapPoints(client, filter, {
      source: 'simulated',
      modes: ['BUS'],
      kind: 'normal',
    }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.kind).toBe('invalid-response');
    expect(seen.body).toMatchObject({ travelModes: ['BUS'], mode: 'normal' });
  });

  // Rules: maps.endpoint.geofences
  it('reads geofences as circles', async () => {
    const seen = answer(dashboardPath, [{ lat: 51.5, long: -0.1 }]);
    await expect(getGeofences(client, filter)).resolves.toEqual([
      { latitude: 51.5, longitude: -0.1, radiusMetres: 300 },
    ]);
    expect(seen.body).toMatchObject({ action: 'getGeofences', school_ids: [12] });
  });

  // Rules: maps.endpoint.user-home-geofences
  it.each([homeGeofencesAction, userGeofencesAction] as const)(
    'posts the filter with the action %s and reads its lat, long list as circles',
    async (action) => {
      const seen = answer(dashboardPath, [{ lat: 51.52, long: -0.11 }]);
      await expect(getGeofences(client, filter, action)).resolves.toEqual([
        { latitude: 51.52, longitude: -0.11, radiusMetres: 300 },
      ]);
      expect(seen.body).toEqual({
        action,
        school_ids: [12],
        organization_address_id: null,
        type: 'staff',
        term: 'CURRENT',
        range: null,
      });
    },
  );
});

describe('getJourneyDetail (the tracking-id lookup read for the change-mode panel)', () => {
  // Rules: maps.endpoint.student-journey, maps.change-mode.panel-names-journey
  it("posts the tracking id and reads the journey's person, pupil, school and minute", async () => {
    const seen = answer(studentJourneyPath, {
      journeys: [
        {
          latLng: '51.5,-0.12',
          type: 'CAR',
          t_id: 41,
          is_staff: 0,
          journey_time: '2026-11-02 08:14:09',
          user_name: 'Ada Lovelace',
          student_name: 'Byron Lovelace',
          school_name: 'Camden Primary',
        },
      ],
      parkings: [],
      school_ids: [3],
    });
    await expect(getJourneyDetail(client, 41)).resolves.toEqual({
      id: 41,
      mode: 'CAR',
      person: 'Ada Lovelace',
      pupil: 'Byron Lovelace',
      school: 'Camden Primary',
      time: '2026-11-02 08:14',
    });
    expect(seen.body).toEqual({ t_id: '41' });
  });

  it('answers null when the lookup finds no such journey, and blanks for parts the answer lacks', async () => {
    answer(studentJourneyPath, { journeys: [], parkings: [], school_ids: [] });
    await expect(getJourneyDetail(client, 41)).resolves.toBeNull();
    answer(studentJourneyPath, { journeys: [{ latLng: '51.5,-0.12', type: 'BUS', t_id: 41, is_staff: 1 }] });
    await expect(getJourneyDetail(client, 41)).resolves.toEqual({
      id: 41,
      mode: 'BUS',
      person: null,
      pupil: null,
      school: null,
      time: null,
    });
  });
});

describe('changeTravelModeMutation', () => {
  // Rules: maps.change-mode.refreshes-markers
  it('recolours the loaded markers at once, then reads every marker load and journey detail again', () => {
    const markers = markersQuery(filter);
    const write = changeTravelModeMutation(markers, 7, 'WALKING');
    const [update] = write.updates({});
    expect(update?.key).toEqual(markers.key);
    expect(
      update?.update({
        journeys: [{ id: 7, latitude: 51.5, longitude: -0.12, mode: 'CAR', staff: false, shared: false }],
        parkings: [],
        schoolIds: [],
      }),
    ).toMatchObject({ journeys: [{ id: 7, mode: 'WALKING' }] });
    expect(write.refreshes).toEqual([{ family: 'markers' }, { family: 'journeyDetail' }]);
    expect(journeyDetailQuery(7).key[0]).toBe('journeyDetail');
  });
});
