export * from './AutomationJobs';
export * from './QueueJobForm';
