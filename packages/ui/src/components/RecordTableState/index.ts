export * from './RecordTableState';
