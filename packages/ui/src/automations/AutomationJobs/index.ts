export * from './AutomationJobs';
