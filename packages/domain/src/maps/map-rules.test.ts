import { describe, expect, it } from 'vitest';
import { addressSelectorVisible } from '../metrics/filter-url';
import {
  defaultHeatmapSettings,
  geofencesShown,
  heatmapModes,
  heavierHeatmapWeight,
  lighterHeatmapWeight,
  nextHeatmapRadius,
  withHeatmapSource,
} from './heatmap-rules';
import { markersByMode, markersByUserType, parseLatLng, type JourneyMarker } from './map-marker';
import {
  firstMarkerLoadDelay,
  mapDefaults,
  mapMaxZoom,
  mapMessages,
  markerLookup,
  markerLookupFormSchema,
  markerRadiusMetres,
  schoolIconScale,
  zoomFactor,
} from './map-rules';

// Rules: maps.view.default-centre, maps.view.default-zoom, maps.view.min-zoom, maps.heatmap.start-zoom
it('opens on London at zoom 10 (the heatmap at 8), zooming out to 5 at most', () => {
  expect(mapDefaults.centre.latitude).toBeCloseTo(51.5074);
  expect(Math.abs(mapDefaults.centre.longitude)).toBeCloseTo(0.1278);
  expect(mapDefaults.zoom).toBe(10);
  expect(mapDefaults.heatmapZoom).toBe(8);
  expect(mapDefaults.minZoom).toBe(5);
});

// Rules: maps.modes.no-mode-warning, maps.change-mode.says-changed
it("keeps the maps' messages verbatim", () => {
  expect(mapMessages.noMode).toBe('Select at least 1 travel mode');
  expect(mapMessages.journeyChanged).toBe('Journey changed');
});

// Rules: maps.radius.zoom-factor
describe('map zoom and radii (docs/product/maps.md)', () => {
  it.each([
    [8, 2],
    [9, 1.5],
    [10, 1],
    [11, 0.65],
    [12, 0.5],
    [13, 0.45],
    [14, 0.3],
    [15, 0.25],
    [16, 0.15],
    [17, 0.1],
    [18, 0.05],
  ])('zoom %i has factor %d', (zoom, factor) => {
    expect(zoomFactor(zoom)).toBe(factor);
    expect(markerRadiusMetres('modes_of_travel_map', zoom)).toBeCloseTo(200 * factor);
  });

  it('takes the nearest whole zoom and clamps outside 8 to 18', () => {
    expect(zoomFactor(10.4)).toBe(1);
    expect(zoomFactor(10.6)).toBe(0.65);
    expect(zoomFactor(5)).toBe(2);
    expect(zoomFactor(20)).toBe(0.05);
  });

  // Rules: maps.radius.fixed
  it('draws 150 m on the user base and 40 m on parking whatever the zoom', () => {
    for (const zoom of [5, 10, 18]) {
      expect(markerRadiusMetres('user_base_map', zoom)).toBe(150);
      expect(markerRadiusMetres('parking_locations_map', zoom)).toBe(40);
    }
  });

  // Rules: maps.school-icon.scale
  it('scales school icons to 1 above zoom 10 and 0.7 at 10 or below', () => {
    expect(schoolIconScale(10.01)).toBe(1);
    expect(schoolIconScale(10)).toBe(0.7);
    expect(schoolIconScale(6)).toBe(0.7);
  });

  // Rules: maps.zoom.max
  it('lets the super admin zoom to 18, others to 15 on parking and 13 elsewhere', () => {
    expect(mapMaxZoom('modes_of_travel_map', 'SUPERADMIN')).toBe(18);
    expect(mapMaxZoom('parking_locations_map', 'SUPERADMIN')).toBe(18);
    expect(mapMaxZoom('parking_locations_map', 'SCHOOL_ADMIN')).toBe(15);
    expect(mapMaxZoom('user_base_map', 'COUNCIL_ADMIN')).toBe(13);
    expect(mapMaxZoom('modes_of_travel_map', 'MULTI_SCHOOL_ADMIN')).toBe(13);
  });
});

describe('marker loading (docs/product/maps.md)', () => {
  // Rules: maps.load.first-delay
  it('delays the first load 500 ms for everyone but the super admin', () => {
    expect(firstMarkerLoadDelay('SUPERADMIN')).toBe(0);
    expect(firstMarkerLoadDelay('SCHOOL_ADMIN')).toBe(500);
    expect(firstMarkerLoadDelay('COUNCIL_ADMIN')).toBe(500);
  });

  // Rules: maps.lookup.student-wins
  it('looks up by student id when set, otherwise by tracking id', () => {
    expect(markerLookup('123', 'abc')).toEqual({ kind: 'student', id: '123' });
    expect(markerLookup('  ', 'abc')).toEqual({ kind: 'tracking', id: 'abc' });
    expect(markerLookup('', '')).toBeNull();
  });

  it('reads the lookup form as the lookup it asks for, and refuses one without an id', () => {
    expect(markerLookupFormSchema.parse({ student_id: '', tracking_id: ' abc ' })).toEqual({
      kind: 'tracking',
      id: 'abc',
    });
    expect(markerLookupFormSchema.safeParse({ student_id: ' ', tracking_id: '' }).success).toBe(false);
  });

  // Rules: maps.address-selector.rule
  it('shows the address selector on maps by the same rule as the metrics (docs/product/maps.md)', () => {
    expect(addressSelectorVisible(true, [4])).toBe(true);
    expect(addressSelectorVisible(true, ['group_4'])).toBe(false);
    expect(addressSelectorVisible(false, [])).toBe(true);
    expect(addressSelectorVisible(false, [], true)).toBe(false);
  });
});

describe('heatmap controls (docs/product/maps.md)', () => {
  // Rules: maps.heatmap.radius-steps
  it('steps the radius by 4 until above 20, then back to 4', () => {
    const seen = [4];
    for (let index = 0; index < 5; index += 1) seen.push(nextHeatmapRadius(seen.at(-1)!));
    expect(seen).toEqual([4, 8, 12, 16, 20, 4]);
  });

  // Rules: maps.heatmap.weight-steps
  it('multiplies the weight by 1.2 up and 0.8 down, never below 1', () => {
    expect(heavierHeatmapWeight(1)).toBeCloseTo(1.2);
    expect(heavierHeatmapWeight(2)).toBeCloseTo(2.4);
    expect(lighterHeatmapWeight(2)).toBeCloseTo(1.6);
    expect(lighterHeatmapWeight(1.2)).toBe(1);
    expect(lighterHeatmapWeight(1)).toBe(1);
  });

  // Rules: maps.heatmap.mode-toggles
  it('offers STILL and UNKNOWN, and the shared modes only in simulated mode', () => {
    expect(heatmapModes('simulated')).toEqual([
      'CAR',
      'TAXI',
      'CARPOOL',
      'BUS',
      'SCHOOL_BUS',
      'TRAIN',
      'WALKING',
      'BICYCLING',
      'STILL',
      'UNKNOWN',
    ]);
    expect(heatmapModes('tracked')).toEqual(['CAR', 'WALKING', 'BICYCLING', 'STILL', 'UNKNOWN']);
  });

  // Rules: maps.heatmap.geofences-under-1000
  it('draws geofences only when fewer than 1000 exist', () => {
    expect(geofencesShown(999)).toBe(true);
    expect(geofencesShown(1000)).toBe(false);
  });
});

describe('parseLatLng (map marker)', () => {
  it('reads a comma string into coordinates', () => {
    expect(parseLatLng('51.5074,-0.1278')).toEqual({ latitude: 51.5074, longitude: -0.1278 });
    expect(parseLatLng(' 51.5 , 0.1 ')).toEqual({ latitude: 51.5, longitude: 0.1 });
  });

  it('refuses anything that is not two coordinates', () => {
    for (const bad of ['', '51.5', '51.5,', 'a,b', '91,0', '0,181', '1,2,3'])
      expect(parseLatLng(bad)).toBeNull();
  });
});

describe('marker groups', () => {
  const marker = (id: number, mode: JourneyMarker['mode'], staff = false): JourneyMarker => ({
    id,
    latitude: 51.5,
    longitude: -0.1,
    mode,
    staff,
    shared: false,
  });

  it('splits markers by mode, dropping modes not asked for and markers with no mode', () => {
    const groups = markersByMode(
      [marker(1, 'CAR'), marker(2, 'WALKING'), marker(3, 'CAR'), marker(4, null)],
      ['CAR', 'BUS'],
    );
    expect(groups.CAR.map((row) => row.id)).toEqual([1, 3]);
    expect(groups.BUS).toEqual([]);
    expect(Object.keys(groups)).toEqual(['CAR', 'BUS']);
  });

  it('splits markers into parents and staff', () => {
    const groups = markersByUserType([marker(1, 'CAR', true), marker(2, 'CAR'), marker(3, null, true)]);
    expect(groups.parent.map((row) => row.id)).toEqual([2]);
    expect(groups.staff.map((row) => row.id)).toEqual([1, 3]);
  });
});

describe('withHeatmapSource', () => {
  it('drops the simulated-only modes when switching to tracked, and adds none back', () => {
    const tracked = withHeatmapSource(defaultHeatmapSettings, 'tracked');
    expect(tracked.modes).toEqual(['CAR', 'WALKING', 'BICYCLING', 'STILL', 'UNKNOWN']);
    expect(withHeatmapSource(tracked, 'simulated').modes).toEqual(tracked.modes);
  });
});
