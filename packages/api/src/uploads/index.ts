// uploads: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { uploadFileEndpoint } from './upload-file';
export * from './upload-file';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const uploadEndpoints: EndpointArea = {
  area: 'File upload',
  endpoints: [uploadFileEndpoint],
};
