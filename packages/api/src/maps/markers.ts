import {
  filterPayload,
  isTravelMode,
  parseLatLng,
  travelModes,
  type FilterSelection,
  type JourneyMarker,
  type MapMarkers,
} from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { dashboardPath } from '../metrics/home-data';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const markersAction = 'getMarkers';

/** 0/1 or a boolean, as PHP answers flags (any other number reads as false). */
const isFlag = (value: unknown): value is boolean | number =>
  typeof value === 'boolean' || typeof value === 'number';
const flagOn = (value: unknown) => value === true || value === 1;

/**
 * One map marker (docs/product/maps.md): `latLng` as 'lat,lng', `type` the travel mode (any other value, e.g.
 * on parking places, reads as no mode), `t_id` the journey's tracking id, `is_staff`, `is_shared`.
 * Read by hand rather than by a zod object: an answer holds up to 100 000 markers, and zod's
 * per-field parsing and intermediate objects cost most of the map's first frame (ADR 0070).
 * The marker, or what is wrong with the row.
 */
export function readMapMarker(row: unknown): JourneyMarker | string {
  if (typeof row !== 'object' || row === null) return 'a marker is not an object';
  const { latLng, type, t_id: id, is_staff: staff, is_shared: shared } = row as Record<string, unknown>;
  if (typeof latLng !== 'string') return 'latLng is not a string';
  if (type !== undefined && type !== null && typeof type !== 'string') return 'type is not a string';
  if (typeof id !== 'number' || !Number.isInteger(id)) return 't_id is not an integer';
  if (!isFlag(staff)) return 'is_staff is not a flag';
  if (shared !== undefined && !isFlag(shared)) return 'is_shared is not a flag';
  const at = parseLatLng(latLng);
  if (!at) return `latLng is not 'lat,lng': ${latLng}`;
  return {
    id,
    latitude: at.latitude,
    longitude: at.longitude,
    mode: isTravelMode(type) ? type : null,
    staff: flagOn(staff),
    shared: flagOn(shared),
  };
}

/** `readMapMarker` as a schema: a broken row is an issue, so the whole answer is refused. */
const mapMarkerSchema = z.unknown().transform((row, context): JourneyMarker => {
  const marker = readMapMarker(row);
  if (typeof marker === 'string') {
    context.addIssue({ code: 'custom', message: marker });
    return z.NEVER;
  }
  return marker;
});

/** Answer of the marker load: journeys, parkings and school_ids (docs/endpoints.md). */
export const markersAnswerSchema = z
  .object({
    journeys: z.array(mapMarkerSchema),
    parkings: z.array(mapMarkerSchema),
    school_ids: z.array(z.number().int()),
  })
  .transform((answer): MapMarkers => ({
    journeys: answer.journeys,
    parkings: answer.parkings,
    schoolIds: answer.school_ids,
  }));

/**
 * The request: the filter payload plus `journeyMarkers`, the travel modes asked for. The console
 * always asks for every mode and hides modes in the map, so a mode toggle needs no new request
 * (ADR 0042). The action goes in the body beside the filter, as homeData's does.
 */
function markersBody(filter: FilterSelection) {
  return { action: markersAction, ...filterPayload(filter), journeyMarkers: [...travelModes] };
}

/** The markers of the filter's journeys and parking places. */
export function getMarkers(client: ApiClient, filter: FilterSelection): Promise<MapMarkers> {
  return client.request({
    method: 'POST',
    path: dashboardPath,
    body: markersBody(filter),
    schema: markersAnswerSchema,
  });
}

/** Query descriptor of `getMarkers`. */
export const markersQuery = (filter: FilterSelection) =>
  query('markers', [dashboardPath, markersAction, JSON.stringify(filterPayload(filter))], (client) =>
    getMarkers(client, filter),
  );

export const markersEndpoint = /* @__PURE__ */ endpoint({
  name: 'getMarkers',
  method: 'POST',
  path: dashboardPath,
  summary: "Dashboard action getMarkers: the filter's journeys and parkings as map markers",
  body: z.looseObject({ action: z.literal(markersAction) }),
  answer: markersAnswerSchema,
});
