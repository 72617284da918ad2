// automations: every module of this area that the package exports.
export * from './automations-path';
export * from './automations';
export * from './automation';
export * from './save-automation';
export * from './automation-items';
export * from './mail-template';
export * from './send-preview-email';
export * from './raw-mailgun-templates';
export * from './update-automation-status';
export * from './automation-stats';
export * from './automation-schedule';
export * from './execute-automation';
export * from './send-test';
export * from './preview-automation';
export * from './automation-logs';
export * from './detailed-logs';
export * from './automation-jobs';
