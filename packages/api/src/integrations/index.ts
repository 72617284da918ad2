// integrations: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { providerLogsEndpoint } from './provider-logs';
import { providerStatsEndpoint } from './provider-stats';
import { addTestUserEndpoint, emailCheckEndpoint, excludeProviderUserEndpoint } from './provider-users';
import {
  integrationSchoolsEndpoint,
  addIntegrationSchoolEndpoint,
  integrationSyncEndpoint,
} from './school-integrations';
export * from './integration-paths';
export * from './school-integrations';
export * from './provider-stats';
export * from './provider-logs';
export * from './provider-users';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const integrationEndpoints: EndpointArea = {
  area: 'School integrations',
  endpoints: [
    providerLogsEndpoint,
    providerStatsEndpoint,
    addTestUserEndpoint,
    emailCheckEndpoint,
    excludeProviderUserEndpoint,
    integrationSchoolsEndpoint,
    addIntegrationSchoolEndpoint,
    integrationSyncEndpoint,
  ],
};
