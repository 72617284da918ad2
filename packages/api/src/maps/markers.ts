import { filterPayload, parseLatLng, travelModes, type FilterSelection, type JourneyMarker, type MapMarkers } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { dashboardPath } from '../dashboard/home-data';

export const markersAction = 'getMarkers';

/** 0/1 or a boolean, as PHP answers flags. */
const flag = z.union([z.boolean(), z.number()]).transform((value) => value === true || value === 1);

/**
 * One map marker (spec 1 §3): `latLng` as 'lat,lng', `type` the travel mode (any other value, e.g.
 * on parking places, reads as no mode), `t_id` the journey's tracking id, `is_staff`, `is_shared`.
 */
export const mapMarkerSchema = z
  .object({ latLng: z.string(), type: z.string().nullish(), t_id: z.number().int(), is_staff: flag, is_shared: flag.optional() })
  .transform((row, context): JourneyMarker => {
    const at = parseLatLng(row.latLng);
    if (!at) {
      context.addIssue({ code: 'custom', message: `latLng is not 'lat,lng': ${row.latLng}` });
      return z.NEVER;
    }
    const mode = travelModes.find((value) => value === row.type) ?? null;
    return { id: row.t_id, latitude: at.latitude, longitude: at.longitude, mode, staff: row.is_staff, shared: row.is_shared ?? false };
  });

/** Answer of the marker load: journeys, parkings and school_ids (spec 1 §7). */
export const markersAnswerSchema = z
  .object({ journeys: z.array(mapMarkerSchema), parkings: z.array(mapMarkerSchema), school_ids: z.array(z.number().int()) })
  .transform((answer): MapMarkers => ({ journeys: answer.journeys, parkings: answer.parkings, schoolIds: answer.school_ids }));

/**
 * The request: the filter payload plus `journeyMarkers`, the travel modes asked for. The console
 * always asks for every mode and hides modes on the GPU, so a mode toggle needs no new request
 * (ADR 0042). The action goes in the body beside the filter, as homeData's does.
 */
export function markersBody(filter: FilterSelection) {
  return { action: markersAction, ...filterPayload(filter), journeyMarkers: [...travelModes] };
}

/** The markers of the filter's journeys and parking places. */
export function getMarkers(client: ApiClient, filter: FilterSelection): Promise<MapMarkers> {
  return client.request({ method: 'POST', path: dashboardPath, body: markersBody(filter), schema: markersAnswerSchema });
}

/** SWR key of `getMarkers`. */
export const markersKey = (filter: FilterSelection) => [dashboardPath, markersAction, JSON.stringify(filterPayload(filter))] as const;
