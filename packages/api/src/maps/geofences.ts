import { filterPayload, type FilterSelection, type Geofence } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { dashboardPath } from '../metrics/home-data';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const geofencesAction = 'getGeofences';
/** The other geofence actions of the dashboard (docs/endpoints.md): the users' and the homes' geofences. */
export const userGeofencesAction = 'getUserGeofences';
export const homeGeofencesAction = 'getHomeGeofences';
type GeofenceAction = typeof geofencesAction | typeof userGeofencesAction | typeof homeGeofencesAction;

/** The radius drawn around a geofence; the answer carries only its centre (ADR 0042). */
const geofenceRadiusMetres = 300;

/** Answer of the getGeofences action: a list of lat, long (docs/endpoints.md). */
const geofencesAnswerSchema = z
  .array(z.object({ lat: z.number(), long: z.number() }))
  .transform((rows): Geofence[] =>
    rows.map((row) => ({ latitude: row.lat, longitude: row.long, radiusMetres: geofenceRadiusMetres })),
  );

/**
 * The geofences of a dashboard action for the filter: getGeofences (around the schools' sites, by
 * default), getUserGeofences or getHomeGeofences; each answers a list of lat, long.
 */
export function getGeofences(
  client: ApiClient,
  filter: FilterSelection,
  action: GeofenceAction = geofencesAction,
): Promise<Geofence[]> {
  return client.request({
    method: 'POST',
    path: dashboardPath,
    body: { action, ...filterPayload(filter) },
    schema: geofencesAnswerSchema,
  });
}

export const geofencesQuery = (filter: FilterSelection) =>
  query('geofences', [dashboardPath, geofencesAction, JSON.stringify(filterPayload(filter))], (client) =>
    getGeofences(client, filter),
  );

export const geofencesEndpoint = /* @__PURE__ */ endpoint({
  name: 'getGeofences',
  method: 'POST',
  path: dashboardPath,
  summary: 'Dashboard action getGeofences, getUserGeofences or getHomeGeofences: geofence centres',
  body: z.looseObject({ action: z.enum([geofencesAction, userGeofencesAction, homeGeofencesAction]) }),
  answer: geofencesAnswerSchema,
});
