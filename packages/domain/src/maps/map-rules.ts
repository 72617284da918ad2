import { z } from 'zod';
import type { Role } from '../access/role';
import { loadsMarkersOnDemand, zoomsToStreetLevel } from '../access/role-rules';

/** The three categories of the travel-plan maps (docs/product/maps.md), in the selector's order. */
export const mapCategories = ['modes_of_travel_map', 'user_base_map', 'parking_locations_map'] as const;
export type MapCategory = (typeof mapCategories)[number];

export const defaultMapCategory: MapCategory = 'modes_of_travel_map';

export function isMapCategory(value: unknown): value is MapCategory {
  return typeof value === 'string' && (mapCategories as readonly string[]).includes(value);
}

/** The selector's names and the info popover's descriptions of each category. */
export const mapCategoryInfo: Record<MapCategory, { label: string; description: string }> = {
  modes_of_travel_map: {
    label: 'School Commute Travel Modes',
    description: 'Where journeys to school start, coloured by travel mode; toggle the modes to compare them.',
  },
  user_base_map: {
    label: 'User Base',
    description: 'Where the parents and staff who use the app live, coloured by user type.',
  },
  parking_locations_map: {
    label: 'Parking Locations',
    description: 'Where parents and staff park near the school, coloured by user type.',
  },
};

/** Map constants of docs/product/maps.md. The spec writes the centre's longitude unsigned; London is west of Greenwich. */
export const mapDefaults = {
  centre: { latitude: 51.5074, longitude: -0.1278 },
  zoom: 10,
  heatmapZoom: 8,
  minZoom: 5,
  /** The closest a lookup's result is fitted at (ADR 0070). */
  focusMaxZoom: 15,
} as const;

/** The closest a map zooms in, for the roles that zoom to street level (`zoomsToStreetLevel`). */
export const streetLevelZoom = 18;

/** Max zoom (docs/product/maps.md): 18 for the super admin, otherwise 15 on parking and 13 elsewhere. */
export function mapMaxZoom(category: MapCategory | 'heatmap', role: Role): number {
  if (zoomsToStreetLevel(role)) return streetLevelZoom;
  return category === 'parking_locations_map' ? 15 : 13;
}

/** Zoom factors of the modes map's circles (docs/product/maps.md). */
const zoomFactors: Readonly<Record<number, number>> = {
  8: 2,
  9: 1.5,
  10: 1,
  11: 0.65,
  12: 0.5,
  13: 0.45,
  14: 0.3,
  15: 0.25,
  16: 0.15,
  17: 0.1,
  18: 0.05,
};

/** The factor of a (fractional) zoom: the nearest whole zoom's, below 8 as 8 and above 18 as 18. */
export function zoomFactor(zoom: number): number {
  const whole = Math.min(18, Math.max(8, Math.round(zoom)));
  return zoomFactors[whole]!;
}

/** Journey circle radius in metres (docs/product/maps.md): 150 user base, 40 parking, 200 × zoom factor for modes. */
export function markerRadiusMetres(category: MapCategory, zoom: number): number {
  if (category === 'user_base_map') return 150;
  if (category === 'parking_locations_map') return 40;
  return 200 * zoomFactor(zoom);
}

/** School icon scale (docs/product/maps.md): 1 above zoom 10, else 0.7. */
export function schoolIconScale(zoom: number): number {
  return zoom > 10 ? 1 : 0.7;
}

/** Non-super admins' first marker load waits 500 ms (docs/product/maps.md); the 10 s stop is the API client's answer deadline (ADR 0093). */
const firstMarkerLoadDelayMs = 500;

export function firstMarkerLoadDelay(role: Role): number {
  return loadsMarkersOnDemand(role) ? 0 : firstMarkerLoadDelayMs;
}

/** The super admin's student id input holds at most 5 characters (docs/product/maps.md). */
export const studentIdMaxLength = 5;

/** Which lookup a super admin's inputs ask for: the student id when set, otherwise the tracking id. */
export function markerLookup(
  studentId: string,
  trackingId: string,
): { kind: 'student'; id: string } | { kind: 'tracking'; id: string } | null {
  if (studentId.trim() !== '') return { kind: 'student', id: studentId.trim() };
  if (trackingId.trim() !== '') return { kind: 'tracking', id: trackingId.trim() };
  return null;
}

/**
 * The super admin's marker lookup form: the student id and the tracking id as typed, read as the
 * lookup `markerLookup` asks for. Find is off while neither id is typed, so a form without one is
 * never sent.
 */
export const markerLookupFormSchema = z
  .object({ student_id: z.string(), tracking_id: z.string() })
  .transform(({ student_id, tracking_id }, context) => {
    const lookup = markerLookup(student_id, tracking_id);
    if (lookup) return lookup;
    context.addIssue({ code: 'custom' });
    return z.NEVER;
  });
export type MarkerLookupFormValues = z.input<typeof markerLookupFormSchema>;

export const emptyMarkerLookupForm: MarkerLookupFormValues = { student_id: '', tracking_id: '' };

/** The maps' messages, verbatim (docs/product/maps.md). */
export const mapMessages = {
  noMode: 'Select at least 1 travel mode',
  journeyChanged: 'Journey changed',
  loadTimedOut: 'The markers took longer than 10 seconds to load. Try a narrower filter, or Retry.',
  /** Why the heatmap's Generate is off when neither kind of journey is switched on (the console's own words). */
  noJourneys: 'Switch on Background or Non-background to choose the journeys to draw.',
  /** The super admin changed the filter and the map still shows the last one's markers (the console's own words). */
  staleMarkers: 'The map still shows the markers of the last filter: Show markers loads the new ones.',
} as const;
