import type { TravelMode } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';

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
