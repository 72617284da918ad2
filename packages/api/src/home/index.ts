// home: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { alertsEndpoint, hideAlertEndpoint } from './alerts';
import { dashboardHomeEndpoint } from './dashboard-home';
export * from './dashboard-home';
export * from './alerts';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const homeEndpoints: EndpointArea = {
  area: 'Home',
  endpoints: [alertsEndpoint, hideAlertEndpoint, dashboardHomeEndpoint],
};
