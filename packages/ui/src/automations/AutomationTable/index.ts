export * from './AutomationTable';
export * from './AutomationLastRun';
