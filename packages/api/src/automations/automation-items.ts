import { emailTemplateSummarySchema, noticeTemplateSchema } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import type { AutomationIdAnswer, AutomationWriteAnswer } from './automations-path';
import { automationIdAnswerSchema, automationWriteAnswerSchema, automationsPathOf } from './automations-path';
import { query } from '../query/query';
import { mutation } from '../query/mutation';
import { automationsQuery } from './automations';
import { endpoint, pathTemplate } from '../contract/endpoint';

/*
 * The calls shared by automations and templates (docs/endpoints.md): getTemplates(kind) on templates/{type},
 * deleteItem(kind, id) on remove/{kind}/{id} and duplicateItem(kind, id) on duplicate/{kind}/{id}.
 * One module, so every list uses the same paths and answers (ADR 0077).
 */

/** GET api/admin/automations/templates/{type}: a content type (email, notice) or a list kind (email, notices, headers_footers). */
export const templatesPath = (type: string) => automationsPathOf('templates', type);
/** DELETE api/admin/automations/remove/{kind}/{id} (deleteItem). */
export const removeItemPath = (kind: string, id: number | string) => automationsPathOf('remove', kind, id);
/** POST api/admin/automations/duplicate/{kind}/{id} (duplicateItem). */
export const duplicateItemPath = (kind: string, id: number | string) =>
  automationsPathOf('duplicate', kind, id);

/** What deleteItem and duplicateItem work on. */
export type ItemKind = 'automation' | 'mailTemplate' | 'noticeTemplate';

/** deleteItem: answers `{ success }`; a notice template an automation uses is refused with `automation_uses_this_template`. */
export function deleteItem(client: ApiClient, kind: ItemKind, id: number): Promise<AutomationWriteAnswer> {
  return client.request({
    method: 'DELETE',
    path: removeItemPath(kind, id),
    schema: automationWriteAnswerSchema,
  });
}

/** duplicateItem: answers the copy's id. */
export function duplicateItem(client: ApiClient, kind: ItemKind, id: number): Promise<AutomationIdAnswer> {
  return client.request({
    method: 'POST',
    path: duplicateItemPath(kind, id),
    schema: automationIdAnswerSchema,
  });
}

/** Deletes an automation ('Deleted!'). */
export const deleteAutomation = (client: ApiClient, id: number) => deleteItem(client, 'automation', id);
/** Copies an automation ('Duplicated!'). */
export const duplicateAutomation = (client: ApiClient, id: number) => duplicateItem(client, 'automation', id);
/** Deletes a notice template. */
export const deleteNoticeTemplate = (client: ApiClient, id: number) =>
  deleteItem(client, 'noticeTemplate', id);

/**
 * A template offered to an automation: email templates carry title and user_type, notice templates
 * template_title and template_type (docs/product/automations.md); the editor shows whichever title there is.
 */
const automationTemplateSchema = z.object({
  id: z.number(),
  title: z.string().nullish(),
  template_title: z.string().nullish(),
  user_type: z.string().nullish(),
  template_type: z.number().nullish(),
  /** Email templates only: headers and footers are not sent on their own. */
  type: z.string().nullish(),
});
export type AutomationTemplate = z.infer<typeof automationTemplateSchema>;

/** Answer of every templates/{type}: `{ templates }` (ADR 0067). */
const automationTemplatesAnswerSchema = z.object({ templates: z.array(automationTemplateSchema) });
export type AutomationTemplatesAnswer = z.infer<typeof automationTemplatesAnswerSchema>;

/** The templates of a content type (email, notice) an automation may send. */
export function getAutomationTemplates(
  client: ApiClient,
  contentType: string,
): Promise<AutomationTemplatesAnswer> {
  return client.request({ path: templatesPath(contentType), schema: automationTemplatesAnswerSchema });
}
export const automationTemplatesQuery = (contentType: string) =>
  query('automationTemplates', [templatesPath(contentType)], (client) =>
    getAutomationTemplates(client, contentType),
  );

/**
 * The notice templates list: templates/notices.
 * @public the demo handlers' contract test reaches it through the barrel
 */
export const noticeTemplatesPath = templatesPath('notices');
const noticeTemplatesAnswerSchema = z.object({ templates: z.array(noticeTemplateSchema) });
export async function getNoticeTemplates(client: ApiClient) {
  return (await client.request({ path: noticeTemplatesPath, schema: noticeTemplatesAnswerSchema })).templates;
}
export const noticeTemplatesQuery = () =>
  query('noticeTemplates', [noticeTemplatesPath], (client) => getNoticeTemplates(client));

/** The email templates list (kind email) and the header and footer choices (kind headers_footers). */
const emailTemplatesAnswerSchema = z.object({ templates: z.array(emailTemplateSummarySchema) });
export type EmailTemplateListKind = 'email' | 'headers_footers';
export async function getEmailTemplates(client: ApiClient, kind: EmailTemplateListKind = 'email') {
  return (await client.request({ path: templatesPath(kind), schema: emailTemplatesAnswerSchema })).templates;
}
export const emailTemplatesQuery = (kind: EmailTemplateListKind = 'email') =>
  query('emailTemplates', [templatesPath(kind)], (client) => getEmailTemplates(client, kind));

/** Deleting an email template: the list is read again. */
export const deleteMailTemplateMutation = (id: number) =>
  mutation('deleteMailTemplate', (client) => deleteItem(client, 'mailTemplate', id), {
    refreshes: [emailTemplatesQuery()],
  });

/** Duplicating an email template: the list is read again. */
export const duplicateMailTemplateMutation = (id: number) =>
  mutation('duplicateMailTemplate', (client) => duplicateItem(client, 'mailTemplate', id), {
    refreshes: [emailTemplatesQuery()],
  });

/** Deleting a notice template: the templates are read again. */
export const deleteNoticeTemplateMutation = (id: number) =>
  mutation('deleteNoticeTemplate', (client) => deleteNoticeTemplate(client, id), {
    refreshes: [noticeTemplatesQuery()],
  });

/** Deleting an automation: the list is read again. */
export const deleteAutomationMutation = (id: number) =>
  mutation('deleteAutomation', (client) => deleteAutomation(client, id), { refreshes: [automationsQuery()] });

/** Duplicating an automation: the list is read again. */
export const duplicateAutomationMutation = (id: number) =>
  mutation('duplicateAutomation', (client) => duplicateAutomation(client, id), {
    refreshes: [automationsQuery()],
  });

export const removeItemEndpoint = /* @__PURE__ */ endpoint({
  name: 'deleteItem',
  method: 'DELETE',
  path: /* @__PURE__ */ pathTemplate(removeItemPath, 'kind', 'id'),
  summary:
    'Deletes an automation, mail template or notice template (kind automation, mailTemplate, noticeTemplate)',
  answer: automationWriteAnswerSchema,
});

export const duplicateItemEndpoint = /* @__PURE__ */ endpoint({
  name: 'duplicateItem',
  method: 'POST',
  path: /* @__PURE__ */ pathTemplate(duplicateItemPath, 'kind', 'id'),
  summary: "Duplicates an automation, mail template or notice template; answers the copy's id",
  answer: automationIdAnswerSchema,
});

export const automationTemplatesEndpoint = /* @__PURE__ */ endpoint({
  name: 'getAutomationTemplates',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(templatesPath, 'type'),
  summary: 'The templates of a content type (email, notice, headers_footers) an automation can send',
  answer: automationTemplatesAnswerSchema,
});

export const emailTemplatesEndpoint = /* @__PURE__ */ endpoint({
  name: 'getEmailTemplates',
  method: 'GET',
  path: /* @__PURE__ */ pathTemplate(templatesPath, 'type'),
  summary: 'The email templates list (type email, or headers_footers)',
  answer: emailTemplatesAnswerSchema,
});

export const noticeTemplatesEndpoint = /* @__PURE__ */ endpoint({
  name: 'getNoticeTemplates',
  method: 'GET',
  path: noticeTemplatesPath,
  summary: 'The notice templates',
  answer: noticeTemplatesAnswerSchema,
});
