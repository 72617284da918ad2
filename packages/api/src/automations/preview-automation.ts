import type { AutomationBody, PreviewFlag } from '@stride/domain';
import { previewRowSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';
import { endpoint } from '../contract/endpoint';

/** POST api/admin/automations/previewData (previewData). */
export const previewAutomationPath = automationsPathOf('previewData');

/** Answer: `{ rows, total }`: the rows shown and how many matched in all (ADR 0067). */
const previewAnswerSchema = z.object({ rows: z.array(previewRowSchema), total: z.number() });
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>;

/** The audience an automation would reach: the form plus one preview flag set to true. */
export function previewAutomation(
  client: ApiClient,
  body: AutomationBody,
  flag: PreviewFlag,
): Promise<PreviewAnswer> {
  return client.request({
    method: 'POST',
    path: previewAutomationPath,
    body: { ...body, [flag]: true },
    schema: previewAnswerSchema,
  });
}

export const previewAutomationEndpoint = /* @__PURE__ */ endpoint({
  name: 'previewAutomation',
  method: 'POST',
  path: previewAutomationPath,
  summary: 'The rows an automation would act on, with the total',
  answer: previewAnswerSchema,
});
