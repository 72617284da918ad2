export * from './CsvSnapshotForm';
export * from './CsvSnapshotFiles';
