import { emailTemplateSchema, type EmailTemplatePayload } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import type { AutomationIdAnswer } from './automations-path';
import { automationIdAnswerSchema, automationsPathOf } from './automations-path';
import { query } from '../query/query';
import { family, mutation } from '../query/mutation';
import { automationTemplatesQuery, emailTemplatesQuery } from './automation-items';
import { endpoint, pathTemplate } from '../contract/endpoint';

/** GET api/admin/automations/getSingleMailTemplate/{id} (getSingleMailTemplate, ADR 0077). */
export const mailTemplatePath = (id: number | string) => automationsPathOf('getSingleMailTemplate', id);
/** POST api/admin/automations/saveMailTemplate (saveMailTemplate, ADR 0077). */
export const saveMailTemplatePath = automationsPathOf('saveMailTemplate');

/** Answer: `{ template }` (ADR 0077). */
const mailTemplateAnswerSchema = z.object({ template: emailTemplateSchema });

export async function getSingleMailTemplate(client: ApiClient, id: number) {
  return (await client.request({ path: mailTemplatePath(id), schema: mailTemplateAnswerSchema })).template;
}
export const mailTemplateQuery = (id: number) =>
  query('mailTemplate', [mailTemplatePath(id)], (client) => getSingleMailTemplate(client, id));

/** What saveMailTemplate sends (docs/endpoints.md); type goes along so a new template can be a header or footer (ADR 0077). */
export type MailTemplatePayload = EmailTemplatePayload;

/** Stores a template; answers its id. */
export function saveMailTemplate(
  client: ApiClient,
  template: MailTemplatePayload,
): Promise<AutomationIdAnswer> {
  return client.request({
    method: 'POST',
    path: saveMailTemplatePath,
    body: template,
    schema: automationIdAnswerSchema,
  });
}

/** Saving an email template: the template, the templates list and the automation editor's choices are read again. */
export const saveMailTemplateMutation = (template: MailTemplatePayload) =>
  mutation('saveMailTemplate', (client) => saveMailTemplate(client, template), {
    refreshes: [family('mailTemplate'), emailTemplatesQuery(), automationTemplatesQuery('email')],
  });

export const mailTemplateEndpoint = /* @__PURE__ */ endpoint({
  name: 'getSingleMailTemplate',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(mailTemplatePath, 'id'),
  summary: 'One email template',
  answer: mailTemplateAnswerSchema,
});

export const saveMailTemplateEndpoint = /* @__PURE__ */ endpoint({
  name: 'saveMailTemplate',
  method: 'POST',
  path: saveMailTemplatePath,
  summary: 'Saves an email template; answers its id',
  answer: automationIdAnswerSchema,
});
