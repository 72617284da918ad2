import type { ApiClient } from '../client/create-api-client';
import type { AutomationWriteAnswer } from './automations-path';
import { automationWriteAnswerSchema, automationsPathOf } from './automations-path';
import { endpoint } from '../contract/endpoint';

/** POST api/admin/automations/sendPreviewEmail with {id, email, name} (docs/endpoints.md, ADR 0077). */
export const sendPreviewEmailPath = automationsPathOf('sendPreviewEmail');

export function sendPreviewEmail(
  client: ApiClient,
  preview: { id: number; email: string; name: string },
): Promise<AutomationWriteAnswer> {
  return client.request({
    method: 'POST',
    path: sendPreviewEmailPath,
    body: preview,
    schema: automationWriteAnswerSchema,
  });
}

export const sendPreviewEmailEndpoint = /* @__PURE__ */ endpoint({
  name: 'sendPreviewEmail',
  method: 'POST',
  path: sendPreviewEmailPath,
  summary: 'Sends a preview of an email template to an address',
  answer: automationWriteAnswerSchema,
});
