// Every record opened from a list has its own address: opening it writes the address (Back closes it and
// the list is as it was), a reload keeps it open, a copied link opens it in another browser, and an id that
// names no record says so where the record would be.
import { demoDb, demoOrganisationIds } from '@stride/mocks';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, inAColleaguesBrowser, signInToHome } from './chromium-session';

const baseUrl = inject('consoleUrl');
const browser = chromiumForThisFile();
let page: Page;

beforeAll(async () => {
  page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
  await signInToHome(page, baseUrl, 'super@demo.test');
});

const param = (at: Page, key: string) => new URL(at.url()).searchParams.get(key);

/** Opens `link` signed in as the super admin in a fresh page, runs `check` there, and closes it. */
const openInAColleaguesBrowser = (link: string, check: (at: Page) => Promise<void>) =>
  inAColleaguesBrowser(browser(), baseUrl, link, check);

const welcomeBack = demoDb.noticeTemplates.find((row) => row.template_title === 'Welcome back')!;

/** Opens the Welcome back template's editor from the notice templates list: the list, the editor and its title box. */
async function openWelcomeBack() {
  await page.goto(`${baseUrl}/members/automations/notice_templates`);
  const list = page.getByRole('table', { name: 'Notice templates' });
  await list.getByRole('button', { name: `Edit ${welcomeBack.template_title}` }).click();
  const editor = page.getByRole('dialog', { name: welcomeBack.template_title });
  const title = editor.getByRole('textbox', { name: /Template title/ });
  await title.waitFor();
  return { list, editor, title };
}

describe('a record opened from a list has its own address', () => {
  // Rules: layout.records.own-address, layout.records.back-closes, layout.records.unknown-id
  it('an organisation’s detail: open, reload, Back to the filtered list, a copied link, an unknown id', async () => {
    const school = demoDb.schools.find((row) => row.id === demoOrganisationIds.termsSchool)!;
    await page.goto(`${baseUrl}/members/organizations/school`);
    const list = page.getByRole('table', { name: 'Schools' });
    await list.getByRole('textbox', { name: 'Filter Name' }).fill(school.name);
    await page.waitForURL(/filter\.name=/);
    await list.getByRole('button', { name: school.name }).click();
    const detail = page.getByRole('dialog', { name: school.name });
    await detail.waitFor();
    expect(param(page, 'organisation')).toBe(String(school.id));
    expect(param(page, 'filter.name')).toBe(school.name);

    await page.reload();
    await detail.getByText(school.code!).waitFor();

    // Back closes it: the list is there with its filter, and one more Back leaves the list's page.
    await page.goBack();
    await detail.waitFor({ state: 'detached' });
    expect(param(page, 'organisation')).toBeNull();
    expect(await list.getByRole('textbox', { name: 'Filter Name' }).inputValue()).toBe(school.name);
    await list.getByRole('button', { name: school.name }).waitFor();

    await page.goForward();
    await detail.waitFor();
    const link = page.url();
    await openInAColleaguesBrowser(link, async (at) => {
      await at.getByRole('dialog', { name: school.name }).getByText(school.code!).waitFor();
    });

    await page.goto(`${baseUrl}/members/organizations/school?organisation=99999999`);
    const missing = page.getByRole('dialog', { name: 'Not found' });
    await missing
      .getByText('There is no organisation with the id “99999999” that your account can see.', {
        exact: false,
      })
      .waitFor();
    await missing.getByRole('button', { name: 'Back to the list' }).click();
    await missing.waitFor({ state: 'detached' });
    expect(param(page, 'organisation')).toBeNull();
    await list.waitFor();
  });

  // Rules: layout.records.own-address, layout.records.back-closes, layout.records.unknown-id
  it('a notice template: open, reload, Back, a copied link, an unknown id', async () => {
    const template = welcomeBack;
    const { list, editor } = await openWelcomeBack();
    expect(param(page, 'template')).toBe(String(template.id));

    await page.reload();
    await editor.getByRole('textbox', { name: /Template title/ }).waitFor();

    await page.goBack();
    await editor.waitFor({ state: 'detached' });
    expect(param(page, 'template')).toBeNull();
    await list.getByRole('button', { name: `Edit ${template.template_title}` }).waitFor();

    await openInAColleaguesBrowser(
      `${baseUrl}/members/automations/notice_templates?template=${template.id}`,
      async (at) => {
        await at
          .getByRole('dialog', { name: template.template_title })
          .getByRole('textbox', { name: /Template title/ })
          .waitFor();
      },
    );

    await page.goto(`${baseUrl}/members/automations/notice_templates?template=424242`);
    await page
      .getByRole('dialog', { name: 'Not found' })
      .getByText('There is no notice template with the id “424242”', { exact: false })
      .waitFor();
  });

  // Rules: layout.records.back-asks
  it('a notice template with changes not saved: Back asks first; Stay keeps them, Leave drops them', async () => {
    const template = welcomeBack;
    const { list, editor, title } = await openWelcomeBack();
    await title.fill('Welcome back, changed');

    await page.goBack();
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('Welcome back, changed');
    expect(param(page, 'template')).toBe(String(template.id));

    await page.goBack();
    await question.getByRole('button', { name: 'Leave' }).click();
    await editor.waitFor({ state: 'detached' });
    expect(param(page, 'template')).toBeNull();
    // Nothing was saved: opened again, it reads as before.
    await list.getByRole('button', { name: `Edit ${template.template_title}` }).click();
    expect(await title.inputValue()).toBe(template.template_title);
  });

  // Rules: layout.records.own-address, layout.records.back-closes, layout.records.unknown-id
  it('an automation: its path keeps the list’s search; Back and closing return to the list as it was', async () => {
    const automation = demoDb.automations.find((row) => row.name.toLowerCase().includes('tips'))!;
    await page.goto(`${baseUrl}/members/automations`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(automation.name);
    await page.waitForURL(/automations\.search=/);
    const list = page.getByRole('table', { name: 'Automations' });
    await list.getByRole('button', { name: `Edit ${automation.name}` }).click();
    await page.waitForURL(new RegExp(`/members/automations/${automation.id}\\?`));
    expect(param(page, 'automations.search')).toBe(automation.name);
    const editor = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: /Name/ }) });
    await editor.first().waitFor();

    await page.reload();
    await editor.first().waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/members/automations');
    await editor.first().waitFor({ state: 'detached' });
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(automation.name);

    await openInAColleaguesBrowser(`${baseUrl}/members/automations/${automation.id}`, async (at) => {
      await at.getByRole('dialog').first().waitFor();
      expect(new URL(at.url()).pathname).toBe(`/members/automations/${automation.id}`);
    });

    await page.goto(`${baseUrl}/members/automations/987654`);
    await page
      .getByText('There is no automation or ML model with the id “987654”', { exact: false })
      .waitFor();
  });

  // Rules: layout.records.own-address, layout.records.unknown-id
  it('a profile: a copied link opens it, an unknown person says so', async () => {
    const parent = demoDb.parents[0]!;
    await openInAColleaguesBrowser(
      `${baseUrl}/members/users/parents?profile=user-${parent.id}`,
      async (at) => {
        await at.getByRole('dialog').getByRole('tab').first().waitFor();
      },
    );
    await page.goto(`${baseUrl}/members/users/parents?profile=user-99999999`);
    const missing = page.getByRole('dialog', { name: 'Not found' });
    await missing.getByText('There is no person with the id “user-99999999”', { exact: false }).waitFor();
    await missing.getByRole('button', { name: 'Back to the list' }).click();
    await missing.waitFor({ state: 'detached' });
    expect(param(page, 'profile')).toBeNull();
  });

  // Rules: layout.records.own-address, layout.records.back-closes, layout.records.unknown-id
  it('a notice board post: open, reload, Back, a copied link, an unknown id', async () => {
    await page.goto(`${baseUrl}/members/noticeboard`);
    await page.getByRole('button', { name: 'Show More comments' }).first().click();
    const opened = page.getByRole('dialog');
    // Its title once the post is read (the modal says 'Post' while it loads).
    const heading = opened.getByRole('heading', { level: 2 }).first();
    await expect.poll(async () => (await heading.textContent())?.trim()).not.toBe('Post');
    const title = (await heading.textContent())!.trim();
    const post = page.getByRole('dialog', { name: title });
    await post.waitFor();
    const id = param(page, 'post');
    expect(id).toMatch(/^\d+$/);

    await page.reload();
    await post.waitFor();
    await page.goBack();
    await post.waitFor({ state: 'detached' });
    expect(param(page, 'post')).toBeNull();

    await openInAColleaguesBrowser(`${baseUrl}/members/noticeboard?post=${id}`, async (at) => {
      await at.getByRole('dialog', { name: title }).waitFor();
    });
    await page.goto(`${baseUrl}/members/noticeboard?post=99999999`);
    await page
      .getByRole('dialog', { name: 'Not found' })
      .getByText('There is no post with the id “99999999”', { exact: false })
      .waitFor();
  });

  // Rules: layout.records.own-address, layout.records.back-closes, layout.records.unknown-id
  it('a linked school’s staff list: open, sort, a profile over it, Back, Close then Forward, a reload, a copied link', async () => {
    const school = demoDb.integrations[0]!;
    await page.goto(`${baseUrl}/members/school_integrations`);
    await page.getByRole('button', { name: `Staff of ${school.name}` }).click();
    const staff = page.getByRole('dialog', { name: `Staff of ${school.name}` });
    const list = staff.getByRole('table', { name: 'Staff' });
    await list.waitFor();
    expect(param(page, 'staff')).toBe(String(school.organization_id));

    // The list writes its view beside the record, and the record stays open.
    await list.getByRole('button', { name: /^Email/ }).click();
    await page.waitForURL(/staff\.sort=/);
    expect(param(page, 'staff')).toBe(String(school.organization_id));

    // A member's profile opens over it, at its own address; Back closes the profile, then the list.
    const member = demoDb.staff.find((row) => row.school_id === school.organization_id)!;
    const name = `${member.first_name} ${member.last_name}`;
    await list.getByRole('button', { name: `Edit ${name}` }).click();
    const profile = page.getByRole('dialog', { name: new RegExp(name) });
    await profile.getByRole('tab', { name: 'User', selected: true }).waitFor();
    expect(param(page, 'profile')).toBe(`user-${member.id}`);
    await page.goBack();
    await profile.waitFor({ state: 'detached' });
    await list.waitFor();
    expect(param(page, 'staff')).toBe(String(school.organization_id));
    // Closing it goes Back, though its list wrote its sort in place since it opened: Forward opens it again.
    await staff.getByRole('button', { name: 'Close' }).click();
    await staff.waitFor({ state: 'detached' });
    expect(param(page, 'staff')).toBeNull();
    await page.goForward();
    await list.waitFor();
    expect(param(page, 'staff.sort')).not.toBeNull();
    await page.goBack();
    await staff.waitFor({ state: 'detached' });

    // Opened again and closed: the address keeps no staff key behind.
    await page.getByRole('button', { name: `Staff of ${school.name}` }).click();
    await list.waitFor();
    await page.reload();
    await list.getByRole('button', { name: `Edit ${name}` }).waitFor();
    await staff.getByRole('button', { name: 'Close' }).click();
    await staff.waitFor({ state: 'detached' });
    await expect.poll(() => param(page, 'staff')).toBeNull();
    expect(new URL(page.url()).search).not.toMatch(/(^|[?&])staff=/);

    await openInAColleaguesBrowser(
      `${baseUrl}/members/school_integrations?staff=${school.organization_id}`,
      async (at) => {
        await at
          .getByRole('dialog', { name: `Staff of ${school.name}` })
          .getByRole('table')
          .waitFor();
      },
    );
    await page.goto(`${baseUrl}/members/school_integrations?staff=99999999`);
    const missing = page.getByRole('dialog', { name: 'Not found' });
    await missing.getByText('There is no school with the id “99999999”', { exact: false }).waitFor();
    await missing.getByRole('button', { name: 'Back to the list' }).click();
    await missing.waitFor({ state: 'detached' });
    expect(param(page, 'staff')).toBeNull();
  });

  // Rules: layout.records.tab-in-url
  it('a record’s tab: a profile’s History and an organisation’s Current addresses open again on a reload and by a link', async () => {
    const parent = demoDb.parents[0]!;
    await page.goto(`${baseUrl}/members/users/parents?profile=user-${parent.id}`);
    const profile = page.getByRole('dialog');
    await profile.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL(/tab=history/);
    expect(param(page, 'profile')).toBe(`user-${parent.id}`);
    await page.reload();
    await profile.getByRole('tab', { name: 'History', selected: true }).waitFor();
    await openInAColleaguesBrowser(page.url(), async (at) => {
      await at.getByRole('dialog').getByRole('tab', { name: 'History', selected: true }).waitFor();
    });
    // The tab goes with the profile: closed, the list's address has neither.
    await profile.getByRole('button', { name: 'Close' }).click();
    await profile.waitFor({ state: 'detached' });
    expect(param(page, 'tab')).toBeNull();
    expect(param(page, 'profile')).toBeNull();

    await page.goto(`${baseUrl}/members/organization/${demoOrganisationIds.termsSchool}`);
    await page.getByRole('tab', { name: 'Current addresses' }).click();
    await page.waitForURL(/tab=addresses/);
    await page.reload();
    await page.getByRole('tab', { name: 'Current addresses', selected: true }).waitFor();
  });

  // Rules: layout.records.page-back-to-list
  it('an email template’s page: Cancel goes back to the list as it was', async () => {
    const template = demoDb.mailTemplates[0]!;
    await page.goto(`${baseUrl}/members/automations/mailgun_templates`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(template.title);
    await page.waitForURL(/email-templates\.search=/);
    const listAddress = page.url();
    await page
      .getByRole('table', { name: 'Email templates' })
      .getByRole('button', { name: `Edit ${template.title}` })
      .click();
    await page.waitForURL(new RegExp(`mailgun_templates/${template.id}$`));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.href === listAddress);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(template.title);
  });
});
