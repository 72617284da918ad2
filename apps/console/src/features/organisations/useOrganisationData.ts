import {
  councilQuery,
  councilsQuery,
  defaultStudentYearsQuery,
  organisationAddressesQuery,
  organisationQuery,
  organisationsByTypeQuery,
  orgRelationshipsQuery,
  orgUsersQuery,
  schoolAddressesQuery,
  schoolCreationYearsQuery,
  schoolYearLookupQuery,
} from '@stride/api';
import { useQuery } from '../../app/useQuery';

/** Every council with its schools (the councils list). */
export function useCouncils() {
  return useQuery(councilsQuery());
}

/** One council for its edit screen; nothing is asked for a new council (`id` null). */
export function useCouncil(id: string | null) {
  return useQuery(id === null ? null : councilQuery(id));
}

/** Organisations of one type (the organisations list). */
export function useOrganisationsByType(type: string) {
  return useQuery(organisationsByTypeQuery(type));
}

/** One organisation for its edit screen; nothing is asked for a new one (`id` null). */
export function useOrganisation(id: string | null) {
  return useQuery(id === null ? null : organisationQuery(id));
}

/** The organisation's addresses (address tabs). */
export function useOrganisationAddresses(id: number) {
  return useQuery(organisationAddressesQuery(id));
}

/**
 * The school's year structure through the school-creation helpers (ADR 0109): its saved levels, the
 * years it may teach and the addresses a level may be taught at; the default levels too, asked for
 * only when nothing is saved yet.
 */
export function useYearStructure(id: number) {
  const levels = useQuery(schoolCreationYearsQuery(id));
  const years = useQuery(schoolYearLookupQuery(id));
  const addresses = useQuery(schoolAddressesQuery(id));
  const defaults = useQuery(levels.data?.groups.length === 0 ? defaultStudentYearsQuery() : null);
  return { levels, years, addresses, defaults };
}

/** The org users of an organisation (only asked for while the modal is open). */
export function useOrgUsers(id: number, enabled: boolean) {
  return useQuery(enabled ? orgUsersQuery(id) : null);
}

/** The relationship flags of an organisation (only asked for while the modal is open). */
export function useOrgRelationships(id: number, enabled: boolean) {
  return useQuery(enabled ? orgRelationshipsQuery(id) : null);
}
