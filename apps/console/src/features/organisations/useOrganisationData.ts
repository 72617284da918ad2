import { councilKey, councilsKey, getCouncil, getCouncils, getOrganisation, getOrganisationsByType, organisationKey, organisationsByTypeKey } from '@stride/api';
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

/** Organisations of one type (the organisations list). */
export function useOrganisationsByType(type: string) {
  const client = useApiClient();
  return useSWR(organisationsByTypeKey(type), () => getOrganisationsByType(client, type));
}

/** One organisation for its edit screen; nothing is asked for a new one (`id` null). */
export function useOrganisation(id: string | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : organisationKey(id), () => getOrganisation(client, id ?? ''));
}
