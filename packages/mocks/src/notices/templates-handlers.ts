import type { AutomationIdAnswer, AutomationWriteAnswer } from '@stride/api';
import {
  duplicateItemPath,
  mailTemplatePath,
  rawMailgunTemplatesPath,
  removeItemPath,
  saveMailTemplatePath,
  sendPreviewEmailPath,
  templatesPath,
} from '@stride/api';
import {
  emailTemplateTypes,
  emailTemplateUserTypes,
  isPreviewAddress,
  templateInUseCode,
  templateMessages,
} from '@stride/domain';
import type { HttpResponseResolver } from 'msw';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import { demoDb } from '../data/demo-db';
import { rawMailgunTemplatesOf, type DbMailTemplate } from '../automations/mail-templates';
import type { DbNoticeTemplate } from './notice-shape';
import { asCaller, opens } from '../session/caller';
import type { Role } from '@stride/domain';
import { anyHost } from '../handlers/any-host';
import { demoNow } from '../data/demo-calendar';
import { readJsonBody, textField } from '../handlers/read-json-body';

/*
 * Every template call of docs/endpoints.md on the one templates dataset (ADR 0077): mail templates
 * (templates, headers, footers) in demoDb.mailTemplates, notice templates in demoDb.noticeTemplates.
 */

const superOnly = (role: Role | null) =>
  opens(role, 'automations') ? null : forbiddenAnswer('manage templates');
const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;
const mailTemplateById = (id: unknown) => demoDb.mailTemplates.find((template) => template.id === Number(id));
const noticeTemplateById = (id: unknown) =>
  demoDb.noticeTemplates.find((template) => template.id === Number(id));
const summaryOf = ({
  template: _document,
  html: _html,
  variables: _variables,
  header_id: _header,
  footer_id: _footer,
  ...summary
}: DbMailTemplate) => summary;

/** templates/{type}: the list kinds email, headers_footers and notices, and the content type notice (the automation editor's choice). */
function templatesOf(type: string) {
  if (type === 'email') return demoDb.mailTemplates.map(summaryOf);
  if (type === 'headers_footers')
    return demoDb.mailTemplates.filter((template) => template.type !== 'template').map(summaryOf);
  if (type === 'notices') return demoDb.noticeTemplates.map(({ post: _post, ...row }) => row);
  if (type === 'notice')
    return demoDb.noticeTemplates.map(({ id, template_title, template_type }) => ({
      id,
      template_title,
      template_type,
    }));
  return [];
}

/** The table and the stored template of a remove or duplicate call's kind and id. */
function storedTemplate(
  kind: string,
  id: string,
): { rows: (DbMailTemplate | DbNoticeTemplate)[]; template: DbMailTemplate | DbNoticeTemplate | undefined } {
  return kind === 'mailTemplate'
    ? { rows: demoDb.mailTemplates, template: mailTemplateById(id) }
    : { rows: demoDb.noticeTemplates, template: noticeTemplateById(id) };
}

/**
 * A notice automation sends the template: the server refuses to delete it (docs/product/notices.md), so an
 * automation never points at a template that is gone.
 */
const sentByAnAutomation = (id: number) =>
  demoDb.automations.some(
    (automation) => automation.content_type === 'notice' && Number(automation.content_template_id) === id,
  );

/** remove/{kind}/{id} and duplicate/{kind}/{id} are shared with the automation list: this file answers the template kinds. */
function templateKindOnly(
  resolve: Parameters<typeof asCaller<{ kind: string; id: string }>>[0],
): HttpResponseResolver<{ kind: string; id: string }> {
  const answer = asCaller(resolve);
  return (info) =>
    info.params.kind === 'mailTemplate' || info.params.kind === 'noticeTemplate' ? answer(info) : undefined;
}

/** The stored template of a saveMailTemplate body, or why it cannot be stored. */
function mailTemplateOf(body: Record<string, unknown>): DbMailTemplate | string {
  const existing = body.id === undefined || body.id === null ? undefined : mailTemplateById(body.id);
  if (body.id !== undefined && body.id !== null && !existing) return 'No such template';
  const title = textField(body, 'title');
  const subject = textField(body, 'subject');
  const userType = emailTemplateUserTypes.find((value) => value === body.user_type);
  const type = emailTemplateTypes.find((value) => value === body.type) ?? 'template';
  if (!title || !subject || !userType) return 'User type, title and subject are required';
  const idOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    id: existing?.id ?? nextId(demoDb.mailTemplates),
    title,
    subject,
    description: textField(body, 'description'),
    // User type, type and global are fixed once saved (docs/product/automations.md).
    user_type: existing?.user_type ?? userType,
    type: existing?.type ?? type,
    global: existing ? existing.global : body.global === true,
    template: body.template ?? null,
    html: textField(body, 'html'),
    variables: Array.isArray(body.variables)
      ? body.variables.filter((value): value is string => typeof value === 'string')
      : [],
    header_id: idOrNull(body.header_id),
    footer_id: idOrNull(body.footer_id),
    updated_at: demoNow(),
  };
}

export const templateHandlers = [
  http.get<{ type: string }>(
    anyHost(templatesPath(':type')),
    asCaller(
      ({ params, caller }) =>
        superOnly(caller.role) ?? HttpResponse.json({ templates: templatesOf(params.type) }),
    ),
  ),

  http.delete<{ kind: string; id: string }>(
    anyHost(removeItemPath(':kind', ':id')),
    templateKindOnly(({ params, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const { rows, template } = storedTemplate(params.kind, params.id);
      if (!template) return notFoundAnswer('Template');
      if (params.kind === 'noticeTemplate' && sentByAnAutomation(template.id))
        return errorAnswer(422, templateInUseCode, templateMessages.inUse);
      rows.splice(rows.indexOf(template), 1);
      return HttpResponse.json<AutomationWriteAnswer>({ success: true });
    }),
  ),

  http.post<{ kind: string; id: string }>(
    anyHost(duplicateItemPath(':kind', ':id')),
    templateKindOnly(({ params, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const { rows, template } = storedTemplate(params.kind, params.id);
      if (!template) return notFoundAnswer('Template');
      const copy =
        'title' in template
          ? { ...template, id: nextId(rows), title: `${template.title} (copy)`, updated_at: demoNow() }
          : {
              ...template,
              id: nextId(rows),
              template_title: `${template.template_title} (copy)`,
              created_at: demoNow(),
              updated_at: demoNow(),
            };
      rows.unshift(copy);
      return HttpResponse.json<AutomationIdAnswer>({ id: copy.id });
    }),
  ),

  http.get<{ id: string }>(
    anyHost(mailTemplatePath(':id')),
    asCaller(({ params, caller }) => {
      const template = mailTemplateById(params.id);
      return (
        superOnly(caller.role) ?? (template ? HttpResponse.json({ template }) : notFoundAnswer('Template'))
      );
    }),
  ),

  http.post(
    anyHost(saveMailTemplatePath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const stored = mailTemplateOf(await readJsonBody(request));
      if (typeof stored === 'string') return errorAnswer(422, 'invalid', stored);
      const index = demoDb.mailTemplates.findIndex((template) => template.id === stored.id);
      if (index >= 0) demoDb.mailTemplates[index] = stored;
      else demoDb.mailTemplates.unshift(stored);
      return HttpResponse.json<AutomationIdAnswer>({ id: stored.id });
    }),
  ),

  http.post(
    anyHost(sendPreviewEmailPath),
    asCaller(async ({ request, caller }) => {
      const refused = superOnly(caller.role);
      if (refused) return refused;
      const body = await readJsonBody(request);
      if (!mailTemplateById(body.id)) return notFoundAnswer('Template');
      if (!isPreviewAddress(textField(body, 'email')))
        return errorAnswer(422, 'invalid', 'A test address needs an @ and a dot');
      return HttpResponse.json<AutomationWriteAnswer>({ success: true });
    }),
  ),

  http.get(
    anyHost(rawMailgunTemplatesPath),
    asCaller(
      ({ caller }) =>
        superOnly(caller.role) ??
        HttpResponse.json({ templates: rawMailgunTemplatesOf(demoDb.mailTemplates) }),
    ),
  ),
];
