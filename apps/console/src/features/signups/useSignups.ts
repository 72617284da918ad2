import { getIncreaseSignups, getSignups, increaseSignupsKey, signupsKey } from '@stride/api';
import type { FilterSelection } from '@stride/domain';
import useSWR from 'swr';
import { useApiClient } from '../../app/useApiClient';

/** Sign-up stats for the filter; the previous numbers stay while new ones load. */
export function useSignups(filter: FilterSelection) {
  const client = useApiClient();
  return useSWR(signupsKey(filter), () => getSignups(client, filter), { keepPreviousData: true });
}

/** The 'How to Increase Your Sign-Ups?' answers, asked for once the modal has been opened. */
export function useSignupTips(enabled: boolean) {
  const client = useApiClient();
  return useSWR(enabled ? increaseSignupsKey() : null, () => getIncreaseSignups(client));
}
