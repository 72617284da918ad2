import { geofencesQuery } from '@stride/api';
import type { FilterSelection } from '@stride/domain';
import { useQuery } from '../../app/useQuery';

/** Geofences of the filter's schools: circles on the travel-plan maps and the heatmap. None asked for while `filter` is null. */
export function useGeofences(filter: FilterSelection | null) {
  return useQuery(filter ? geofencesQuery(filter) : null);
}
