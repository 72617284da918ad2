export * from './list-view-url';
export * from './csv';
