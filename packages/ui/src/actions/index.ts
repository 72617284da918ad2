// actions: every module of this area that the package exports.
export * from './ActionsHistoryTable';
export * from './PersonSearch';
export * from './ActionForm';
