import type { AutomationBody, ExecuteResult } from '@stride/domain';
import { executeResultSchema } from '@stride/domain';
import type { ApiClient } from '../client/create-api-client';
import { automationsPathOf } from './automations-path';
import { endpoint } from '../contract/endpoint';

/** POST api/admin/automations/sendTest: the form plus `test: true` and `testRecipient`. */
export const sendTestPath = automationsPathOf('sendTest');

/** Sends the automation's message to one test recipient ('Sending test'). */
export function sendAutomationTest(
  client: ApiClient,
  body: AutomationBody,
  testRecipient: string,
): Promise<ExecuteResult> {
  return client.request({
    method: 'POST',
    path: sendTestPath,
    body: { ...body, test: true, testRecipient },
    schema: executeResultSchema,
  });
}

export const sendTestEndpoint = /* @__PURE__ */ endpoint({
  name: 'sendAutomationTest',
  method: 'POST',
  path: sendTestPath,
  summary: "Sends an automation's message to one test recipient (the form plus test: true, testRecipient)",
  answer: executeResultSchema,
});
