// ml: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { applyModelEndpoint } from './apply-model';
import { removeMlModelEndpoint, duplicateMlModelEndpoint } from './ml-items';
import { mlModelsEndpoint, mlModelEndpoint } from './ml-models';
import { mlPreviewDataEndpoint, mlPreviewPredictEndpoint } from './ml-preview';
import { storeMlModelEndpoint, trainMlEndpoint, trainMlModelEndpoint } from './save-ml-model';
import { uploadCsvEndpoint } from './upload-csv';
export * from './ml-path';
export * from './ml-models';
export * from './save-ml-model';
export * from './ml-preview';
export * from './apply-model';
export * from './ml-items';
export * from './upload-csv';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const mlEndpoints: EndpointArea = {
  area: 'Machine-learning models',
  endpoints: [
    applyModelEndpoint,
    removeMlModelEndpoint,
    duplicateMlModelEndpoint,
    mlModelsEndpoint,
    mlModelEndpoint,
    mlPreviewDataEndpoint,
    mlPreviewPredictEndpoint,
    storeMlModelEndpoint,
    trainMlEndpoint,
    trainMlModelEndpoint,
    uploadCsvEndpoint,
  ],
};
