export * from './list-view-url';
export * from './record-url';
