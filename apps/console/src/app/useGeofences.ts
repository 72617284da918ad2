import { geofencesKey, getGeofences } from '@stride/api';
import type { FilterSelection } from '@stride/domain';
import useSWR from 'swr';
import { useApiClient } from './useApiClient';

/** Geofences of the filter's schools: circles on the travel-plan maps and the heatmap. None asked for while `filter` is null. */
export function useGeofences(filter: FilterSelection | null) {
  const client = useApiClient();
  return useSWR(filter ? geofencesKey(filter) : null, () => getGeofences(client, filter!));
}
