// organisations: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { allSchoolYearsEndpoint } from './all-school-years';
import { councilSchoolsEndpoint } from './council-schools';
import { councilEndpoint } from './council';
import { councilsEndpoint } from './councils';
import { defaultStudentYearsEndpoint } from './default-student-years';
import { filterOrganisationsEndpoint } from './filter-organisations';
import { orgRelationshipsEndpoint, saveOrgRelationshipsEndpoint } from './org-relationships';
import { orgUsersEndpoint, saveOrgUserEndpoint, deleteOrgUserEndpoint } from './org-users';
import { organisationAddressesEndpoint } from './organisation-addresses';
import { organisationGroupsEndpoint } from './organisation-groups';
import { organisationEndpoint } from './organisation';
import { organisationsByTypeEndpoint } from './organisations-by-type';
import { saveCouncilEndpoint } from './save-council';
import { saveOrganisationAddressEndpoint } from './save-organisation-address';
import { saveOrganisationEndpoint } from './save-organisation';
import { saveYearStructureEndpoint } from './save-year-structure';
import {
  storeSchoolEndpoint,
  schoolYearLookupEndpoint,
  schoolCreationYearsEndpoint,
  schoolAddressesEndpoint,
  saveSchoolYearsEndpoint,
} from './school-creation';
import { schoolYearsEndpoints } from './school-years';
import { schoolsWithAddressEndpoint } from './schools-with-address';
import { schoolsEndpoint } from './schools';
import { termsEndpoint } from './terms';
export * from './organisations-by-type';
export * from './places';
export * from './filter-organisations';
export * from './schools-with-address';
export * from './schools';
export * from './organisation';
export * from './council-schools';
export * from './councils';
export * from './council';
export * from './save-council';
export * from './saved-id';
export * from './save-organisation';
export * from './save-organisation-address';
export * from './save-year-structure';
export * from './org-users';
export * from './org-relationships';
export * from './upload-image';
export * from './terms';
export * from './organisation-addresses';
export * from './organisation-groups';
export * from './all-school-years';
export * from './school-years';
export * from './default-student-years';
export * from './school-creation';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const organisationEndpoints: EndpointArea = {
  area: 'Organisations and councils',
  endpoints: [
    allSchoolYearsEndpoint,
    councilSchoolsEndpoint,
    councilEndpoint,
    councilsEndpoint,
    defaultStudentYearsEndpoint,
    filterOrganisationsEndpoint,
    orgRelationshipsEndpoint,
    saveOrgRelationshipsEndpoint,
    orgUsersEndpoint,
    saveOrgUserEndpoint,
    deleteOrgUserEndpoint,
    organisationAddressesEndpoint,
    organisationGroupsEndpoint,
    organisationEndpoint,
    organisationsByTypeEndpoint,
    saveCouncilEndpoint,
    saveOrganisationAddressEndpoint,
    saveOrganisationEndpoint,
    saveYearStructureEndpoint,
    storeSchoolEndpoint,
    schoolYearLookupEndpoint,
    schoolCreationYearsEndpoint,
    schoolAddressesEndpoint,
    saveSchoolYearsEndpoint,
    ...schoolYearsEndpoints,
    schoolsWithAddressEndpoint,
    schoolsEndpoint,
    termsEndpoint,
  ],
};
