// actions: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { removeUsersSchoolsEndpoint } from './remove-users-schools';
import { formActionEndpoints } from './run-action';
export * from './change-school-and-year';
export * from './stap-journey-count';
export * from './integration-pending-schools';
export * from './run-action';
export * from './remove-users-schools';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const actionEndpoints: EndpointArea = {
  area: 'Super-admin actions area',
  endpoints: [removeUsersSchoolsEndpoint, ...formActionEndpoints],
};
