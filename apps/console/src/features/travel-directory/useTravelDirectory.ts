import { travelFeaturesQuery } from '@stride/api';
import type { TravelDirectoryOwner } from '@stride/domain';
import { useQuery } from '../../app/useQuery';

/** The travel directory of a school or council; nothing is asked while the owner is unknown. */
export function useTravelDirectory(owner: TravelDirectoryOwner | null) {
  return useQuery(owner ? travelFeaturesQuery(owner) : null);
}
