import { automationJobSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';
import { query } from '../query/query';

/** GET api/admin/automations/automationJobs (getAutomationJobs). */
export const automationJobsPath = automationsPathOf('automationJobs');

/** Answer: `{ jobs }`, newest first (ADR 0067). */
export const automationJobsAnswerSchema = z.object({ jobs: z.array(automationJobSchema) });
export type AutomationJobsAnswer = z.infer<typeof automationJobsAnswerSchema>;

export function getAutomationJobs(client: ApiClient): Promise<AutomationJobsAnswer> {
  return client.request({ path: automationJobsPath, schema: automationJobsAnswerSchema });
}

/** Query descriptor of `getAutomationJobs`. */
export const automationJobsQuery = () =>
  query('automationJobs', [automationJobsPath], (client) => getAutomationJobs(client));
