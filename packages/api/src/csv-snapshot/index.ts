// csv-snapshot: every module of this area that the package exports.
export * from './generate-csv-snapshot';
export * from './csv-snapshots';
export * from './csv-snapshot-file';
