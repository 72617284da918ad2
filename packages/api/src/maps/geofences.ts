import { filterPayload, type FilterSelection, type Geofence } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { dashboardPath } from '../metrics/home-data';
import { query } from '../query/query';

export const geofencesAction = 'getGeofences';

/** The radius drawn around a geofence; the answer carries only its centre (ADR 0042). */
const geofenceRadiusMetres = 300;

/** Answer of the getGeofences action: a list of lat, long (docs/endpoints.md). */
const geofencesAnswerSchema = z
  .array(z.object({ lat: z.number(), long: z.number() }))
  .transform((rows): Geofence[] =>
    rows.map((row) => ({ latitude: row.lat, longitude: row.long, radiusMetres: geofenceRadiusMetres })),
  );

export function getGeofences(client: ApiClient, filter: FilterSelection): Promise<Geofence[]> {
  return client.request({
    method: 'POST',
    path: dashboardPath,
    body: { action: geofencesAction, ...filterPayload(filter) },
    schema: geofencesAnswerSchema,
  });
}

export const geofencesQuery = (filter: FilterSelection) =>
  query('geofences', [dashboardPath, geofencesAction, JSON.stringify(filterPayload(filter))], (client) =>
    getGeofences(client, filter),
  );
