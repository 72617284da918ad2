import { councilKey, councilsKey, getCouncil, getCouncils } from '@stride/api';
import useSWR from 'swr';
import { useApiClient } from '../../app/useApiClient';

/** Every council with its schools (the councils list). */
export function useCouncils() {
  const client = useApiClient();
  return useSWR(councilsKey(), () => getCouncils(client));
}

/** One council for its edit screen; nothing is asked for a new council (`id` null). */
export function useCouncil(id: string | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : councilKey(id), () => getCouncil(client, id ?? ''));
}
