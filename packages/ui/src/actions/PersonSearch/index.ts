export * from './PersonSearchForm';
export * from './PersonSearchResults';
