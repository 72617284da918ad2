import {
  deleteItem,
  deleteNoticeTemplate,
  duplicateItem,
  getAutomations,
  getEmailTemplates,
  getNoticeTemplates,
  getRawMailgunTemplates,
  getSingleMailTemplate,
  isApiError,
  saveMailTemplate,
  sendPreviewEmail,
  uploadPublicImage,
} from '@stride/api';
import type { EmailTemplatePayload } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { demoDb, resetDemoDb } from '../data/demo-db';
import { rejectionOf, signedInClient, startDemoServerForTests } from '../testing/demo-api';

startDemoServerForTests();

const superClient = () => signedInClient('super@demo.test');
const draft: EmailTemplatePayload = {
  title: 'Frost warning',
  subject: 'Icy paths today',
  description: '',
  template: { type: 'doc', content: [] },
  html: '<p>Careful, {{first_name}}</p>',
  variables: ['first_name'],
  user_type: 'parents_staff',
  global: true,
  type: 'header',
  header_id: null,
  footer_id: null,
};

describe('templates', () => {
  it('lists email templates with headers and footers, and the headers and footers alone', async () => {
    const client = await superClient();
    const all = await getEmailTemplates(client);
    expect(new Set(all.map((template) => template.type))).toEqual(new Set(['template', 'header', 'footer']));
    expect(
      (await getEmailTemplates(client, 'headers_footers')).every((template) => template.type !== 'template'),
    ).toBe(true);
    expect(await getNoticeTemplates(client)).toHaveLength(demoDb.noticeTemplates.length);
  });

  it('opens a template with its document and html, saves a new one and keeps type, user type and global once saved', async () => {
    const client = await superClient();
    expect((await getSingleMailTemplate(client, 200)).html).toContain('<h2');
    const { id } = await saveMailTemplate(client, draft);
    await saveMailTemplate(client, {
      ...draft,
      id,
      title: 'Frost alert',
      type: 'footer',
      user_type: 'other',
      global: false,
    });
    expect(await getSingleMailTemplate(client, id)).toMatchObject({
      title: 'Frost alert',
      type: 'header',
      user_type: 'parents_staff',
      global: true,
      variables: ['first_name'],
    });
    const refused = await rejectionOf(saveMailTemplate(client, { ...draft, subject: '' }));
    expect(isApiError(refused) && refused.status).toBe(422);
  });

  it('duplicates and deletes mail templates; a notice template in use is refused', async () => {
    const client = await superClient();
    const { id } = await duplicateItem(client, 'mailTemplate', 201);
    expect((await getSingleMailTemplate(client, id)).title).toBe('Verify your account (copy)');
    await deleteItem(client, 'mailTemplate', id);
    expect((await getEmailTemplates(client)).some((template) => template.id === id)).toBe(false);
    // 'Welcome back' is the template 'Car-free day notice' sends.
    const welcomeBack = demoDb.noticeTemplates.find(
      (template) => template.template_title === 'Welcome back',
    )!;
    const inUse = await rejectionOf(deleteNoticeTemplate(client, welcomeBack.id));
    expect(isApiError(inUse) && inUse.code).toBe('automation_uses_this_template');
  });

  // Rules: notices.templates.delete-in-use-refused
  it('refuses to delete a notice template an automation sends, as the server does, and keeps it', async () => {
    const client = await superClient();
    const welcomeBack = demoDb.noticeTemplates.find(
      (template) => template.template_title === 'Welcome back',
    )!;
    const user = (await getAutomations(client)).automations.find(
      (automation) => automation.name === 'Car-free day notice',
    )!;
    expect(user).toMatchObject({ content_type: 'notice', content_template_id: welcomeBack.id });
    const refused = await rejectionOf(deleteNoticeTemplate(client, welcomeBack.id));
    expect(refused).toMatchObject({
      status: 422,
      code: 'automation_uses_this_template',
      message: 'One ore more automations used this template.!',
    });
    expect((await getNoticeTemplates(client)).map((template) => template.id)).toContain(welcomeBack.id);
    // A template no automation sends is deleted.
    const unused = demoDb.noticeTemplates.find(
      (template) => template.template_title === 'Road safety reminder',
    )!;
    await deleteNoticeTemplate(client, unused.id);
    expect((await getNoticeTemplates(client)).map((template) => template.id)).not.toContain(unused.id);
    resetDemoDb();
  });

  it("sends a preview only to an address with '@' and '.', lists raw templates, and is the super admin's", async () => {
    const client = await superClient();
    expect(await sendPreviewEmail(client, { id: 200, email: 'me@demo.test', name: 'Weekly tips' })).toEqual({
      success: true,
    });
    expect(
      isApiError(
        await rejectionOf(sendPreviewEmail(client, { id: 200, email: 'me@demo', name: 'Weekly tips' })),
      ),
    ).toBe(true);
    expect((await getRawMailgunTemplates(client))[0]).toMatchObject({ name: 'stride-200' });
    const school = await signedInClient('school@demo.test');
    expect(isApiError(await rejectionOf(getEmailTemplates(school)))).toBe(true);
  });

  it('stores an email editor image at a public address (uploadFile?public=true)', async () => {
    const client = await superClient();
    const url = await uploadPublicImage(client, new Blob(['png'], { type: 'image/png' }), 'walk.png');
    expect(url).toMatch(/\/api\/demo-uploads\/\d+\/walk\.png$/);
    expect(await (await fetch(url)).text()).toBe('png');
  });
});
