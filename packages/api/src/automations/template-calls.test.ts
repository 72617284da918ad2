// The template calls as the console sends them (document 2, "Template calls"; docs/product/automations.md,
// Templates): each call's method, path, payload and the answer it reads, against a recording test server.
import type { JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { viewNoticeTemplate } from '../notices/send-notice';
import { recordRequests, startTestServer } from '../testing/test-server';
import { deleteItem, duplicateItem, getEmailTemplates, getNoticeTemplates } from './automation-items';
import { getSingleMailTemplate, saveMailTemplate } from './mail-template';
import { getRawMailgunTemplates } from './raw-mailgun-templates';
import { sendPreviewEmail } from './send-preview-email';

const { server, client } = startTestServer();
const record = (path: string, answer: JsonBodyType) => recordRequests(server, path, answer);
const calls = (seen: { method: string; path: string }[]) =>
  seen.map(({ method, path }) => `${method} ${path}`);

const emailTemplate = {
  id: 2,
  title: 'Welcome back',
  subject: 'Hello',
  type: 'template',
  user_type: 'parents_staff',
};
const noticeTemplate = { id: 6, template_title: 'Bike week', category: 'Events', template_type: 1 };

describe('template calls', () => {
  // Rules: automations.templates.api-get-templates
  it('getTemplates GETs templates/{kind} for the kinds email, notices and headers_footers', async () => {
    const email = record('api/admin/automations/templates/email', { templates: [emailTemplate] });
    const notices = record('api/admin/automations/templates/notices', { templates: [noticeTemplate] });
    const parts = record('api/admin/automations/templates/headers_footers', {
      templates: [{ ...emailTemplate, id: 3, type: 'footer' }],
    });
    expect(await getEmailTemplates(client)).toMatchObject([{ id: 2, title: 'Welcome back' }]);
    expect(await getNoticeTemplates(client)).toMatchObject([{ id: 6, template_title: 'Bike week' }]);
    expect(await getEmailTemplates(client, 'headers_footers')).toMatchObject([{ id: 3, type: 'footer' }]);
    expect([...calls(email), ...calls(notices), ...calls(parts)]).toEqual([
      'GET /api/admin/automations/templates/email',
      'GET /api/admin/automations/templates/notices',
      'GET /api/admin/automations/templates/headers_footers',
    ]);
    expect(email[0]!.authorization).toBe('Bearer jwt');
  });

  // Rules: automations.templates.api-delete-duplicate
  it('deleteItem and duplicateItem name the kind mailTemplate or noticeTemplate and the id', async () => {
    const removed = [
      record('api/admin/automations/remove/mailTemplate/2', { success: true }),
      record('api/admin/automations/remove/noticeTemplate/6', { success: true }),
    ];
    const copied = [
      record('api/admin/automations/duplicate/mailTemplate/2', { id: 12 }),
      record('api/admin/automations/duplicate/noticeTemplate/6', { id: 16 }),
    ];
    await deleteItem(client, 'mailTemplate', 2);
    await deleteItem(client, 'noticeTemplate', 6);
    expect(await duplicateItem(client, 'mailTemplate', 2)).toEqual({ id: 12 });
    expect(await duplicateItem(client, 'noticeTemplate', 6)).toEqual({ id: 16 });
    expect([...removed, ...copied].flatMap(calls)).toEqual([
      'DELETE /api/admin/automations/remove/mailTemplate/2',
      'DELETE /api/admin/automations/remove/noticeTemplate/6',
      'POST /api/admin/automations/duplicate/mailTemplate/2',
      'POST /api/admin/automations/duplicate/noticeTemplate/6',
    ]);
  });

  // Rules: automations.templates.api-raw
  it('getRawMailgunTemplates GETs rawMailgunTemplates', async () => {
    const seen = record('api/admin/automations/rawMailgunTemplates', { templates: [{ name: 'welcome' }] });
    expect(await getRawMailgunTemplates(client)).toEqual([{ name: 'welcome' }]);
    expect(calls(seen)).toEqual(['GET /api/admin/automations/rawMailgunTemplates']);
  });

  // Rules: automations.templates.api-save
  it('saveMailTemplate POSTs id (when editing), title, subject, description, template, html, variables, user_type and global; it answers the id', async () => {
    const seen = record('api/admin/automations/saveMailTemplate', { id: 21 });
    const payload = {
      title: 'Walk week',
      subject: 'Walk with us',
      description: 'Spring',
      user_type: 'parents_staff',
      type: 'template' as const,
      global: true,
      header_id: null,
      footer_id: 3,
      template: { blocks: [] },
      html: '<p>Hello {{first_name}}</p>',
      variables: ['first_name'],
    };
    expect(await saveMailTemplate(client, payload)).toEqual({ id: 21 });
    await saveMailTemplate(client, { ...payload, id: 21 });
    expect(calls(seen)).toEqual([
      'POST /api/admin/automations/saveMailTemplate',
      'POST /api/admin/automations/saveMailTemplate',
    ]);
    for (const key of [
      'title',
      'subject',
      'description',
      'template',
      'html',
      'variables',
      'user_type',
      'global',
    ])
      expect(seen[0]!.body).toHaveProperty(key);
    expect(seen[0]!.body).not.toHaveProperty('id');
    expect(seen[1]!.body).toMatchObject({ id: 21 });
  });

  // Rules: automations.templates.api-single
  it('getSingleMailTemplate(id) GETs getSingleMailTemplate/{id} and answers the template', async () => {
    const seen = record('api/admin/automations/getSingleMailTemplate/2', {
      template: { ...emailTemplate, template: {}, html: '<p>Hi</p>', variables: [] },
    });
    expect(await getSingleMailTemplate(client, 2)).toMatchObject({ id: 2, html: '<p>Hi</p>' });
    expect(calls(seen)).toEqual(['GET /api/admin/automations/getSingleMailTemplate/2']);
  });

  // Rules: automations.templates.api-send-preview
  it('sendPreviewEmail POSTs id, email and name', async () => {
    const seen = record('api/admin/automations/sendPreviewEmail', { success: true });
    await sendPreviewEmail(client, { id: 2, email: 'test@example.org', name: 'Welcome back' });
    expect(seen).toMatchObject([
      {
        method: 'POST',
        path: '/api/admin/automations/sendPreviewEmail',
        body: { id: 2, email: 'test@example.org', name: 'Welcome back' },
      },
    ]);
  });

  // Rules: automations.templates.api-notice-template
  it('a notice template is fetched with viewNoticeTemplate(id)', async () => {
    const seen = record('api/admin/notification/viewNoticeTemplate/6', { template: noticeTemplate });
    expect(await viewNoticeTemplate(client, 6)).toMatchObject({ id: 6, template_title: 'Bike week' });
    expect(calls(seen)).toEqual(['GET /api/admin/notification/viewNoticeTemplate/6']);
  });
});
