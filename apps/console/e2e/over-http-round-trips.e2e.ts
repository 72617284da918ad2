// Round trips over HTTP against the reference API on another origin (over-http-console.ts), as the admin
// makes them: a notice with a picture, a like and a comment, the account with its logo, an automation,
// and a presigned upload to the storage host; each shown at once and as saved after a reload.
import { demoDb } from '@stride/mocks';
import { describe, expect, it } from 'vitest';
import {
  calls,
  chooseIn,
  expectPictureShown,
  pngFile,
  serveRealApiConsole,
  shown,
  theCallsTheApiAnswered,
  toast,
  withPageOf,
} from './over-http-console';

serveRealApiConsole();

describe('round trips over HTTP, as the admin makes them', () => {
  it('a notice with a picture: sent, on the board at once with its picture, and reopened as saved', async () => {
    await withPageOf('school@demo.test', '/members/noticeboard', async ({ page, violations }) => {
      const title = 'Walk over HTTP';
      await page.getByRole('link', { name: 'New post' }).click(shown);
      let form = page.getByRole('form', { name: 'Post' });
      await form.getByRole('textbox', { name: 'Title' }).fill(title);
      await form.getByRole('textbox', { name: 'Message' }).click();
      await page.keyboard.type('Meet at the park gates');
      await chooseIn(form, page, 'Category', 'travel');
      await form.getByRole('checkbox', { name: 'Important' }).check();
      await form.getByLabel('Add images or pdfs').setInputFiles(pngFile('route.png'));
      await form.getByRole('list', { name: 'Attached files' }).getByRole('listitem').first().waitFor(shown);
      await form.getByRole('button', { name: 'Send' }).click();

      // On the board without a reload, its picture shown from the API.
      const board = page.getByRole('region', { name: 'Notice board' });
      const card = board.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
      await card.waitFor(shown);
      await expectPictureShown(card.getByRole('img', { name: `Picture 1 of ${title}` }));

      await page.reload();
      await card.getByRole('button', { name: 'Edit' }).click(shown);
      form = page.getByRole('form', { name: 'Post' });
      await expect.poll(() => form.getByRole('textbox', { name: 'Title' }).inputValue(), shown).toBe(title);
      expect(await form.getByRole('textbox', { name: 'Message' }).textContent()).toContain(
        'Meet at the park gates',
      );
      expect(await form.getByRole('combobox', { name: 'Category' }).textContent()).toContain('travel');
      expect(await form.getByRole('checkbox', { name: 'Important' }).isChecked()).toBe(true);
      expect(await form.getByRole('list', { name: 'Attached files' }).getByRole('listitem').count()).toBe(1);
      expect(violations).toEqual([]);
    });
  });

  it('a like and a comment: counted and shown at once, and still there after a reload', async () => {
    await withPageOf('school@demo.test', '/members/noticeboard', async ({ page, violations }) => {
      const board = page.getByRole('region', { name: 'Notice board' });
      const card = board.getByRole('article').first();
      const like = card.getByRole('button', { name: /^Like · \d+$/ });
      await like.waitFor(shown);
      const heading = (await card.getByRole('heading').first().textContent()) ?? '';
      const likes = Number((await like.textContent())!.replace(/\D+/g, ''));
      await like.click();
      await card.getByRole('button', { name: `Like · ${likes + 1}` }).waitFor(shown);
      await card.getByRole('textbox', { name: 'Write a comment' }).fill('We will walk over HTTP');
      await card.getByRole('button', { name: 'Post', exact: true }).click();
      await card.getByText('We will walk over HTTP').waitFor(shown);

      await page.reload();
      const again = board
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: heading }) })
        .first();
      await again.getByRole('button', { name: `Like · ${likes + 1}` }).waitFor(shown);
      await again.getByText('We will walk over HTTP').waitFor(shown);
      expect(violations).toEqual([]);
    });
  });

  // Rules: account.form.logo, account.save.updated, account.save.round-trip
  it('the account with its logo: saved, the menu shows the new name at once, and reopened as saved', async () => {
    await withPageOf('council@demo.test', '/members/account', async ({ page, violations }) => {
      let account = page.getByRole('form', { name: 'Account' });
      await account.getByLabel('Local Authority Name').fill('Hackney over HTTP');
      await account.getByRole('button', { name: 'Remove contact 2' }).click(shown);
      await account.getByRole('button', { name: 'Remove contact 1' }).click();
      await account.getByLabel('Logo').setInputFiles(pngFile('crest.png', 120, 120));
      const preview = account.getByRole('img', { name: 'Logo preview' });
      await expect.poll(() => preview.getAttribute('src'), shown).toMatch(/^data:image\/png;base64,/);
      const uploaded = await preview.getAttribute('src');
      await account.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Updated');
      await page.getByRole('navigation', { name: 'Main menu' }).getByText('Hackney over HTTP').waitFor(shown);

      await page.reload();
      account = page.getByRole('form', { name: 'Account' });
      await expect
        .poll(() => account.getByLabel('Local Authority Name').inputValue(), shown)
        .toBe('Hackney over HTTP');
      expect(await account.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toBe(uploaded);
      await expectPictureShown(account.getByRole('img', { name: 'Logo preview' }));
      expect(violations).toEqual([]);
    });
  });

  it('an automation: saved, in the list at once, and reopened with every field as saved', async () => {
    await withPageOf('super@demo.test', '/members/automations', async ({ page, violations }) => {
      const table = page.getByRole('table', { name: 'Automations' });
      await table.getByRole('row').nth(1).waitFor(shown);
      await page.getByRole('button', { name: 'Add new Automation' }).click();
      const editor = page.getByRole('dialog', { name: 'New automation' });
      const school = demoDb.schools[0]!.name;
      {
        await editor.getByRole('textbox', { name: /Name/ }).fill('Trip walkers over HTTP');
        await editor.getByRole('textbox', { name: /Tags/ }).fill('a, b');
        await chooseIn(editor, page, /^Automation type/, 'Cron');
        await chooseIn(editor, page, /^User type/, 'Parents');
        await chooseIn(editor, page, /^Content type/, 'Email');
        await chooseIn(editor, page, /^Template/, 'Weekly tips');
        await editor.getByLabel('Expire').fill('2027-06-30');
        await editor.getByRole('textbox', { name: /Description/ }).fill('Walk');
        await chooseIn(editor, page, 'Selection', 'BLACKLIST');
        await editor.getByRole('checkbox', { name: school, exact: true }).check();
        await editor.getByRole('button', { name: 'Add rule' }).click();
        await chooseIn(editor, page, 'Field', 'Account verified at');
        await editor.getByRole('spinbutton', { name: 'Amount' }).fill('4');
        await chooseIn(editor, page, 'When to launch', 'Custom');
        await editor.getByRole('checkbox', { name: 'Sep' }).check();
        await editor.getByRole('group', { name: 'Days' }).getByRole('checkbox', { name: 'Last' }).check();
        await chooseIn(editor, page, 'Time', '9pm');
        await chooseIn(editor, page, 'Send limit', 'Once a month');
      }
      await editor.getByRole('button', { name: 'Save' }).click();
      await editor.waitFor({ state: 'hidden', ...shown });

      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('Trip walkers');
      await table.getByRole('cell', { name: 'Trip walkers over HTTP', exact: true }).waitFor(shown);

      await page.reload();
      await table.getByRole('row').nth(1).waitFor(shown);
      await search.fill('Trip walkers');
      await table.getByRole('button', { name: 'Edit Trip walkers over HTTP' }).click(shown);
      const saved = page.getByRole('dialog', { name: 'Edit Trip walkers over HTTP' });
      const value = (label: RegExp) => saved.getByRole('textbox', { name: label }).inputValue();
      const text = (label: RegExp | string) =>
        saved.getByRole('combobox', { name: label, exact: typeof label === 'string' }).textContent();
      await expect.poll(() => text(/^Template/), shown).toContain('Weekly tips');
      expect(await value(/Name/)).toBe('Trip walkers over HTTP');
      expect(await value(/Tags/)).toBe('a, b');
      expect(await text(/^Automation type/)).toContain('Cron');
      expect(await text(/^User type/)).toContain('Parents');
      expect(await text(/^Content type/)).toContain('Email');
      expect(await saved.getByLabel('Expire').inputValue()).toBe('2027-06-30');
      expect(await value(/Description/)).toBe('Walk');
      expect(await text('Selection')).toContain('BLACKLIST');
      expect(await saved.getByRole('checkbox', { name: school, exact: true }).isChecked()).toBe(true);
      expect(await text('Field')).toContain('Account verified at');
      expect(await saved.getByRole('spinbutton', { name: 'Amount' }).inputValue()).toBe('4');
      expect(await text('When to launch')).toContain('Custom');
      expect(await saved.getByRole('checkbox', { name: 'Sep' }).isChecked()).toBe(true);
      expect(
        await saved.getByRole('group', { name: 'Days' }).getByRole('checkbox', { name: 'Last' }).isChecked(),
      ).toBe(true);
      expect(await text('Time')).toContain('9pm');
      expect(await text('Send limit')).toContain('Once a month');
      expect(violations).toEqual([]);
    });
  });

  it('a step datamodel CSV: uploaded through the presigned PUT to the storage host, listed at once and after a reload', async () => {
    await withPageOf('super@demo.test', '/members/step_actions', async ({ page, violations }) => {
      calls.length = 0;
      await page.getByRole('button', { name: 'Step Datamodel' }).click(shown);
      let dialog = page.getByRole('dialog', { name: 'Step Datamodel' });
      await dialog.getByRole('textbox', { name: /Name/ }).fill('step_over_http');
      await dialog
        .getByLabel('File')
        .setInputFiles({ name: 'april.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await toast(page, 'Uploaded');
      // The file went to the storage host, not to the API.
      expect(calls.some((line) => /^storage: PUT \/demo-storage\/step_datamodel\/\S+ 200 /.test(line))).toBe(
        true,
      );
      await dialog.getByRole('combobox', { name: 'CSV' }).click();
      await page.getByRole('option', { name: 'step_over_http.csv' }).waitFor(shown);
      await page.keyboard.press('Escape');

      await page.reload();
      await page.getByRole('button', { name: 'Step Datamodel' }).click(shown);
      dialog = page.getByRole('dialog', { name: 'Step Datamodel' });
      await dialog.getByRole('combobox', { name: 'CSV' }).click(shown);
      await page.getByRole('option', { name: 'step_over_http.csv' }).waitFor(shown);
      expect(violations).toEqual([]);
    });
  });
});

theCallsTheApiAnswered();
