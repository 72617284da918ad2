export * from './YearStructureEditor';
