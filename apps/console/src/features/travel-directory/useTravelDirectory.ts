import { getTravelFeatures, travelFeaturesKey } from '@stride/api';
import type { TravelDirectoryOwner } from '@stride/domain';
import useSWR from 'swr';
import { useApiClient } from '../../app/useApiClient';

/** The travel directory of a school or council; nothing is asked while the owner is unknown. */
export function useTravelDirectory(owner: TravelDirectoryOwner | null) {
  const client = useApiClient();
  return useSWR(owner ? travelFeaturesKey(owner) : null, () => getTravelFeatures(client, owner!));
}
