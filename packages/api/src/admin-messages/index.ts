// admin-messages: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { saveAdminMessageEndpoint } from './save-admin-message';
import { sentAdminMessagesEndpoint } from './sent-admin-messages';
export * from './save-admin-message';
export * from './sent-admin-messages';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const adminMessageEndpoints: EndpointArea = {
  area: 'Administration messages',
  endpoints: [saveAdminMessageEndpoint, sentAdminMessagesEndpoint],
};
