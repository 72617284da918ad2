// maps: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { changeTravelModeEndpoint } from './change-travel-mode';
import { geofencesEndpoint } from './geofences';
import { heatmapDataEndpoint, heatmapDefaultDataEndpoint } from './heatmap';
import { journeyDetailEndpoint } from './journey-detail';
import { studentMarkersEndpoint, studentJourneyEndpoint } from './marker-lookup';
import { markersEndpoint } from './markers';
export * from './markers';
export * from './change-travel-mode';
export * from './marker-lookup';
export * from './journey-detail';
export * from './heatmap';
export * from './geofences';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const mapEndpoints: EndpointArea = {
  area: 'Maps and heatmap',
  endpoints: [
    changeTravelModeEndpoint,
    geofencesEndpoint,
    heatmapDataEndpoint,
    heatmapDefaultDataEndpoint,
    journeyDetailEndpoint,
    studentMarkersEndpoint,
    studentJourneyEndpoint,
    markersEndpoint,
  ],
};
