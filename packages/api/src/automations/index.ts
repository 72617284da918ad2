// automations: every module of this area that the package exports.
import type { EndpointArea } from '../contract/endpoint';
import {
  removeItemEndpoint,
  duplicateItemEndpoint,
  automationTemplatesEndpoint,
  emailTemplatesEndpoint,
  noticeTemplatesEndpoint,
} from './automation-items';
import { automationJobsEndpoint, storeJobEndpoint } from './automation-jobs';
import { automationLogsEndpoint } from './automation-logs';
import { automationScheduleEndpoint } from './automation-schedule';
import { automationStatsEndpoint } from './automation-stats';
import { automationEndpoint } from './automation';
import { automationsEndpoint } from './automations';
import { detailedLogsEndpoint } from './detailed-logs';
import { executeAutomationEndpoint } from './execute-automation';
import { mailTemplateEndpoint, saveMailTemplateEndpoint } from './mail-template';
import { previewAutomationEndpoint } from './preview-automation';
import { rawMailgunTemplatesEndpoint } from './raw-mailgun-templates';
import { saveAutomationEndpoint } from './save-automation';
import { sendPreviewEmailEndpoint } from './send-preview-email';
import { sendTestEndpoint } from './send-test';
import { updateFieldEndpoint } from './update-automation-status';
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

/** This area's endpoints in the contract (docs/api/openapi.json, ADR 0124). */
export const automationEndpoints: EndpointArea = {
  area: 'Automations and templates',
  endpoints: [
    removeItemEndpoint,
    duplicateItemEndpoint,
    automationTemplatesEndpoint,
    emailTemplatesEndpoint,
    noticeTemplatesEndpoint,
    automationJobsEndpoint,
    storeJobEndpoint,
    automationLogsEndpoint,
    automationScheduleEndpoint,
    automationStatsEndpoint,
    automationEndpoint,
    automationsEndpoint,
    detailedLogsEndpoint,
    executeAutomationEndpoint,
    mailTemplateEndpoint,
    saveMailTemplateEndpoint,
    previewAutomationEndpoint,
    rawMailgunTemplatesEndpoint,
    saveAutomationEndpoint,
    sendPreviewEmailEndpoint,
    sendTestEndpoint,
    updateFieldEndpoint,
  ],
};
