export * from './AutomationTable';
