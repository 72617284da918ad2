export * from './list-view-url';
