// people: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { actionsHistoryEndpoint } from './actions-history';
import { parentOrStudentEndpoint } from './parent-or-student';
import { searchParentsChildrenEndpoint, resetJourneyEndpoint } from './parents-children';
import { personSearchEndpoint } from './person-search';
import { profileActionEndpoints } from './profile-actions';
import { schoolStaffEndpoint, schoolParentsEndpoint, schoolPupilsEndpoint } from './school-people';
import { signupsEndpoint, increaseSignupsEndpoint } from './signups';
export * from './school-people';
export * from './parent-or-student';
export * from './actions-history';
export * from './profile-actions';
export * from './signups';
export * from './person-search';
export * from './parents-children';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const peopleEndpoints: EndpointArea = {
  area: 'Sign-ups, users and the profile modal',
  endpoints: [
    actionsHistoryEndpoint,
    parentOrStudentEndpoint,
    searchParentsChildrenEndpoint,
    resetJourneyEndpoint,
    personSearchEndpoint,
    ...profileActionEndpoints,
    schoolStaffEndpoint,
    schoolParentsEndpoint,
    schoolPupilsEndpoint,
    signupsEndpoint,
    increaseSignupsEndpoint,
  ],
};
