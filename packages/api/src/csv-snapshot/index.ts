// csv-snapshot: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import { csvSnapshotFileEndpoint } from './csv-snapshot-file';
import { csvSnapshotsEndpoint } from './csv-snapshots';
import { generateCsvSnapshotEndpoint } from './generate-csv-snapshot';
export * from './generate-csv-snapshot';
export * from './csv-snapshots';
export * from './csv-snapshot-file';

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const csvSnapshotEndpoints: EndpointArea = {
  area: 'CSV snapshots',
  endpoints: [csvSnapshotFileEndpoint, csvSnapshotsEndpoint, generateCsvSnapshotEndpoint],
};
