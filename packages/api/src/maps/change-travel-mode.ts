import type { MapMarkers, TravelMode } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { family, mutation, setQueryData } from '../query/mutation';
import type { Query } from '../query/query';
import { endpoint } from '../contract/endpoint';

export const changeTravelModePath = 'api/admin/administration/changeTravelMode';

/** The answer is not shown (docs/endpoints.md): any JSON object. */
const changeTravelModeAnswerSchema = z.looseObject({});

/**
 * The super admin changes a journey's travel mode from the map (docs/product/maps.md): `terms_archive_id`
 * is the journey's tracking id (the marker's `t_id`), `new_travel_mode` the mode chosen.
 */
export function changeTravelMode(client: ApiClient, journeyId: number, mode: TravelMode) {
  return client.request({
    method: 'POST',
    path: changeTravelModePath,
    body: { terms_archive_id: journeyId, new_travel_mode: mode },
    schema: changeTravelModeAnswerSchema,
  });
}

/** The markers with one journey's mode changed. */
export const withJourneyMode = (markers: MapMarkers, journeyId: number, mode: TravelMode): MapMarkers => ({
  ...markers,
  journeys: markers.journeys.map((row) => (row.id === journeyId ? { ...row, mode } : row)),
});

/**
 * A journey's mode changed: once saved, the markers on the map (`markers`, when loaded) show it at
 * once, then every marker load and journey detail is read again, so what the map draws is what the
 * server keeps (a reload shows the same).
 */
export const changeTravelModeMutation = (
  markers: Query<MapMarkers> | null,
  journeyId: number,
  mode: TravelMode,
) =>
  mutation('changeTravelMode', (client) => changeTravelMode(client, journeyId, mode), {
    updates: () =>
      markers
        ? [setQueryData(markers, (current) => current && withJourneyMode(current, journeyId, mode))]
        : [],
    refreshes: [family('markers'), family('journeyDetail')],
  });

export const changeTravelModeEndpoint = /* @__PURE__ */ endpoint({
  name: 'changeTravelMode',
  method: 'POST',
  path: changeTravelModePath,
  summary: "Changes a journey's travel mode ({ terms_archive_id, new_travel_mode })",
  answer: changeTravelModeAnswerSchema,
});
