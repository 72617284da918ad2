import { z } from 'zod';
import { travelModeSchema, type TravelMode } from '../metrics/travel-mode';

/**
 * A map marker (docs/product/maps.md) after its comma-separated `latLng` is read: a journey's start
 * (or a parking place), its mode, whether the user is staff, whether they share journeys.
 */
export type JourneyMarker = {
  /** The journey's tracking id (`t_id`). */
  id: number;
  latitude: number;
  longitude: number;
  /** null for a parking place or a journey with an unknown mode. */
  mode: TravelMode | null;
  staff: boolean;
  shared: boolean;
};

/**
 * What the change-mode panel says about the journey it changes (docs/product/maps.md): names, not ids.
 * A part the answer does not carry is null.
 */
export type JourneyDetail = {
  /** The tracking id (`t_id`). */
  id: number;
  mode: TravelMode | null;
  /** The parent or staff member who made the journey. */
  person: string | null;
  /** The pupil on a parent's journey; null for staff. */
  pupil: string | null;
  school: string | null;
  /** When it was made, 'yyyy-MM-dd HH:mm'. */
  time: string | null;
};

/** The super admin's change of a journey's travel mode (docs/product/maps.md): the new mode. */
export const journeyModeFormSchema = z.object({ mode: travelModeSchema });
export type JourneyModeFormValues = z.infer<typeof journeyModeFormSchema>;

/** What the marker load answers: journeys, parking places and the schools they belong to. */
export type MapMarkers = { journeys: JourneyMarker[]; parkings: JourneyMarker[]; schoolIds: number[] };

/** A school on the map. */
export type MapSchool = { id: number; name: string; latitude: number; longitude: number };

/** A geofence circle (docs/endpoints.md: lat, long). */
export type Geofence = { latitude: number; longitude: number; radiusMetres: number };

/** Reads a marker's `latLng` ('51.5,-0.12'); null when it is not two finite numbers. */
export function parseLatLng(latLng: string): { latitude: number; longitude: number } | null {
  const parts = latLng.split(',');
  if (parts.length !== 2) return null;
  const latitude = Number(parts[0]);
  const longitude = Number(parts[1]);
  if (parts.some((part) => part.trim() === '') || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/**
 * Markers split by travel mode, once per answer: the map draws one layer per mode and a mode
 * toggle only hides or shows a layer, so nothing is rebuilt when a toggle changes.
 */
export function markersByMode<Mode extends string>(
  markers: readonly JourneyMarker[],
  modes: readonly Mode[],
): Record<Mode, JourneyMarker[]> {
  const groups = Object.fromEntries(modes.map((mode) => [mode, [] as JourneyMarker[]])) as Record<
    Mode,
    JourneyMarker[]
  >;
  for (const marker of markers)
    if (marker.mode !== null) groups[marker.mode as unknown as Mode]?.push(marker);
  return groups;
}

/** Markers split into parents' and staff's (the user base and parking maps colour by user type). */
export function markersByUserType(markers: readonly JourneyMarker[]): {
  parent: JourneyMarker[];
  staff: JourneyMarker[];
} {
  const groups = { parent: [] as JourneyMarker[], staff: [] as JourneyMarker[] };
  for (const marker of markers) groups[marker.staff ? 'staff' : 'parent'].push(marker);
  return groups;
}
