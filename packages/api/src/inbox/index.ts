// inbox: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { adminMessagesEndpoint } from './admin-messages';
import { markReadEndpoint } from './mark-read';
import { unreadCountEndpoint } from './unread-count';
export * from './admin-messages';
export * from './unread-count';
export * from './mark-read';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const inboxEndpoints: EndpointArea = {
  area: 'Inbox',
  endpoints: [adminMessagesEndpoint, markReadEndpoint, unreadCountEndpoint],
};
