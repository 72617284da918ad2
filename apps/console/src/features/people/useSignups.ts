import { increaseSignupsQuery, signupsQuery } from '@stride/api';
import type { FilterSelection } from '@stride/domain';
import { useQuery } from '../../app/useQuery';

/** Sign-up stats for the filter; the previous numbers stay while new ones load. */
export function useSignups(filter: FilterSelection) {
  return useQuery(signupsQuery(filter), { keepPreviousData: true });
}

/** The 'How to Increase Your Sign-Ups?' answers, asked for once the modal has been opened. */
export function useSignupTips(enabled: boolean) {
  return useQuery(enabled ? increaseSignupsQuery() : null);
}
