// automations: every module of this area that the package exports.
export * from './SchedulePicker';
export * from './RuleBuilder';
export * from './AutomationTable';
export * from './AutomationEditor';
export * from './AutomationStats';
export * from './UpcomingSchedule';
export * from './AutomationJobs';
export * from './EmailTemplatesTable';
