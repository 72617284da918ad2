// account: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { updateAdminInfoEndpoint } from './update-admin-info';
export * from './update-admin-info';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const accountEndpoints: EndpointArea = {
  area: 'Account',
  endpoints: [updateAdminInfoEndpoint],
};
