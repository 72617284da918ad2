// automations: every module of this area that the package exports.
export * from './automation-choices';
export * from './field-catalogues';
export * from './launch-schedule';
export * from './launch-dates';
export * from './rules';
export * from './automation';
export * from './automation-runs';
export * from './automation-availability';
export * from './automation-form';
export * from './automation-labels';
export * from './email-template';
export * from './email-html';
export * from './queue-job';
