export * from './list-view-url';
export * from './csv';
export * from './record-url';
