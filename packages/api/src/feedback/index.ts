// feedback: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { feedbackListEndpoint, feedbackStatusEndpoint } from './feedback';
export * from './feedback';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const feedbackEndpoints: EndpointArea = {
  area: 'Feedback',
  endpoints: [feedbackListEndpoint, feedbackStatusEndpoint],
};
