// @stride/domain: entity types, enums, business rules and form schemas. No React.
export * from './access/role';
export * from './access/screens';
export * from './access/menu';
