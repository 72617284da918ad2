import {
  allSchoolYearsKey,
  councilKey,
  councilsKey,
  defaultStudentYearsKey,
  getAllSchoolYears,
  getCouncil,
  getCouncils,
  getDefaultStudentYears,
  getOrganisation,
  getOrganisationAddresses,
  getOrganisationGroups,
  getOrganisationsByType,
  getOrgRelationships,
  getOrgUsers,
  organisationAddressesKey,
  organisationGroupsKey,
  organisationKey,
  organisationsByTypeKey,
  orgRelationshipsKey,
  orgUsersKey,
  studentYearGroupType,
} from '@stride/api';
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

/** The organisation's addresses (address tabs, year structure). */
export function useOrganisationAddresses(id: number) {
  const client = useApiClient();
  return useSWR(organisationAddressesKey(id), () => getOrganisationAddresses(client, id));
}

/**
 * The organisation's saved year structure and every year the platform knows; the default levels
 * too, asked for only when nothing is saved yet.
 */
export function useYearStructure(id: number) {
  const client = useApiClient();
  const levels = useSWR(organisationGroupsKey(studentYearGroupType, id), () =>
    getOrganisationGroups(client, studentYearGroupType, id),
  );
  const years = useSWR(allSchoolYearsKey(), () => getAllSchoolYears(client));
  const defaults = useSWR(levels.data?.groups.length === 0 ? defaultStudentYearsKey() : null, () =>
    getDefaultStudentYears(client),
  );
  return { levels, years, defaults };
}

/** The org users of an organisation (only asked for while the modal is open). */
export function useOrgUsers(id: number, enabled: boolean) {
  const client = useApiClient();
  return useSWR(enabled ? orgUsersKey(id) : null, () => getOrgUsers(client, id));
}

/** The relationship flags of an organisation (only asked for while the modal is open). */
export function useOrgRelationships(id: number, enabled: boolean) {
  const client = useApiClient();
  return useSWR(enabled ? orgRelationshipsKey(id) : null, () => getOrgRelationships(client, id));
}
