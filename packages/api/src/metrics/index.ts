// metrics: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { engagementEndpoint } from './engagement';
import { homeDataEndpoint } from './home-data';
export * from './home-data';
export * from './engagement';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const metricsEndpoints: EndpointArea = {
  area: 'Dashboard and metrics',
  endpoints: [engagementEndpoint, homeDataEndpoint],
};
