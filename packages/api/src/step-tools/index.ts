// step-tools: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { stepAccountsEndpoint, stepAccountEndpoint, deleteStepAccountEndpoint } from './step-accounts';
import { presignedUploadUrlEndpoint, stepActionEndpoint, csvListEndpoint } from './step-datamodel';
export * from './step-datamodel';
export * from './step-accounts';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const stepToolEndpoints: EndpointArea = {
  area: 'Step tools',
  endpoints: [
    stepAccountsEndpoint,
    stepAccountEndpoint,
    deleteStepAccountEndpoint,
    presignedUploadUrlEndpoint,
    stepActionEndpoint,
    csvListEndpoint,
  ],
};
