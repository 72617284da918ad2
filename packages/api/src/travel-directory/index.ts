// travel-directory: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import {
  travelFeaturesEndpoint,
  createTravelFeatureEndpoint,
  updateTravelFeatureEndpoint,
  deleteTravelFeatureEndpoint,
} from './travel-features';
export * from './travel-features';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const travelDirectoryEndpoints: EndpointArea = {
  area: 'Travel directory',
  endpoints: [
    travelFeaturesEndpoint,
    createTravelFeatureEndpoint,
    updateTravelFeatureEndpoint,
    deleteTravelFeatureEndpoint,
  ],
};
