import { automationJobSchema, type queueJobBodyOf } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';
import { query } from '../query/query';
import { mutation } from '../query/mutation';
import { automationsQuery } from './automations';
import { endpoint } from '../contract/endpoint';

/** GET api/admin/automations/automationJobs (getAutomationJobs). */
export const automationJobsPath = automationsPathOf('automationJobs');

/** Answer: `{ jobs }`, newest first (ADR 0067). */
const automationJobsAnswerSchema = z.object({ jobs: z.array(automationJobSchema) });
export type AutomationJobsAnswer = z.infer<typeof automationJobsAnswerSchema>;

export function getAutomationJobs(client: ApiClient): Promise<AutomationJobsAnswer> {
  return client.request({ path: automationJobsPath, schema: automationJobsAnswerSchema });
}

/** Query descriptor of `getAutomationJobs`. */
export const automationJobsQuery = () =>
  query('automationJobs', [automationJobsPath], (client) => getAutomationJobs(client));

/** POST api/admin/automations/storeJob: queues a run of an automation (ADR 0109). */
export const storeJobPath = automationsPathOf('storeJob');

/** Body: the automation, the date its run starts from (YYYY-MM-DD) and the schools it runs for (none: every school). */
export type StoreJobBody = ReturnType<typeof queueJobBodyOf>;

/** Answer: `{ job }`, the stored job, PENDING. */
const storeJobAnswerSchema = z.object({ job: automationJobSchema });
export type StoreJobAnswer = z.infer<typeof storeJobAnswerSchema>;

export function storeJob(client: ApiClient, body: StoreJobBody): Promise<StoreJobAnswer> {
  return client.request({ method: 'POST', path: storeJobPath, body, schema: storeJobAnswerSchema });
}

/** Queueing a job: the jobs and the automations list are read again. */
export const storeJobMutation = (body: StoreJobBody) =>
  mutation('storeJob', (client) => storeJob(client, body), {
    refreshes: [automationJobsQuery(), automationsQuery()],
  });

export const automationJobsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getAutomationJobs',
  method: 'GET',
  path: automationJobsPath,
  summary: 'The queued and finished automation jobs',
  answer: automationJobsAnswerSchema,
});

export const storeJobEndpoint = /* @__PURE__ */ endpoint({
  name: 'storeJob',
  method: 'POST',
  path: storeJobPath,
  summary: 'Queues an automation job',
  answer: storeJobAnswerSchema,
});
