import type { DbMailTemplate } from './mail-templates';
import type { Automation, AutomationJob, AutomationLog, DetailedLog } from '@stride/domain';

/** Automations are stored in their answer shape, JSON columns already parsed. */
export type DbAutomation = Automation;
export type DbAutomationJob = AutomationJob & { id: number };
type DbAutomationLog = AutomationLog & { id: number };
type DbDetailedLog = DetailedLog;
/** A template offered to automations: email templates carry title and user_type, notice templates template_title and template_type. */
export type DbAutomationTemplate = {
  id: number;
  content_type: 'email' | 'notice';
  title?: string;
  template_title?: string;
  user_type?: string;
  template_type?: number;
};

export type AutomationTables = {
  automations: DbAutomation[];
  automationJobs: DbAutomationJob[];
  automationLogs: DbAutomationLog[];
  detailedLogs: DbDetailedLog[];
  /** The email templates, headers and footers (templates/email, headers_footers; ADR 0077). */
  mailTemplates: DbMailTemplate[];
};
