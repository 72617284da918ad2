import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoUserIds, malformedBody, networkError, noAnswer, serverError } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type ConsoleAt, reloadConsole } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { holdTheDeadlines, passTheDeadline, runningDeadlines } from '../../storybook/deadline-clock';
import {
  doubleClickSavesOnce,
  draftSurvivesAReload,
  type EditorUnderTest,
  expiredSessionKeepsTheDraft,
  failedSaveKeepsTheDraft,
  formNamed,
  leaveByMenu,
  leavingAsksFirst,
} from '../../storybook/draft-stories';
import { pageMeta } from '../../storybook/page-stories';
import { accountForm } from '../../storybook/account-stories';

/** Saving the account form: updated, failed and tried again, the draft kept, the contacts round trip. */
const meta = {
  title: 'Pages/Account saves',
  ...pageMeta,
  args: { path: '/members/account', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The save call of the account form. */
const updatePath = '*/api/admin/administration/updateAdminInfo';

/** Removes the two empty contact rows the form starts with, so it can be saved. */
async function removeEmptyContacts(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Remove contact 2' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Remove contact 1' }));
}

const failedMessage = 'Your details could not be saved. Nothing you typed is lost: try again.';

// Rules: account.save.updated, account.endpoint.update
export const SaveUpdates: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    await userEvent.clear(account.getByLabelText('Local Authority Name'));
    await userEvent.type(account.getByLabelText('Local Authority Name'), 'Hackney Council');
    await removeEmptyContacts(account);
    await userEvent.click(account.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Updated')).toBeVisible();
    // The menu shows the new name once the user info is read again.
    const menu = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(await within(menu).findByText('Hackney Council')).toBeVisible();
  },
};

// Rules: account.save.failed, account.form.contact-roles, account.form.primary-admin
export const SaveFailsKeepsTheDraft: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  beforeEach: ({ msw }) => msw.use(...serverError(updatePath, { once: true })),
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    const primary = within(account.getByRole('group', { name: 'Primary admin' }));
    await userEvent.clear(primary.getByLabelText(/^First name/));
    await userEvent.type(primary.getByLabelText(/^First name/), 'Chloé');
    const contact = within(account.getByRole('group', { name: 'Contact 1' }));
    await userEvent.type(contact.getByLabelText(/^Email/), 'bursar@hackney.test');
    await userEvent.type(contact.getByLabelText(/^First name/), 'Bea');
    await userEvent.type(contact.getByLabelText(/^Last name/), 'Bursar');
    await userEvent.click(contact.getByRole('combobox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bursar' }));
    await userEvent.click(account.getByRole('button', { name: 'Remove contact 2' }));
    await userEvent.click(account.getByRole('button', { name: 'Save' }));
    await expect(await account.findByRole('alert')).toHaveTextContent(failedMessage);
    // Nothing typed is lost.
    await expect(primary.getByLabelText(/^First name/)).toHaveValue('Chloé');
    await expect(contact.getByLabelText(/^Email/)).toHaveValue('bursar@hackney.test');
    await expect(contact.getByRole('combobox', { name: /Role/ })).toHaveTextContent('Bursar');
    await userEvent.click(account.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Updated')).toBeVisible();
    await expect(account.queryByRole('alert')).not.toBeInTheDocument();
    await expect(demoDb.accountContacts).toEqual([
      expect.objectContaining({ email: 'bursar@hackney.test', role: 'bursar' }),
    ]);
  },
};

// Rules: account.save.failed
export const MalformedSaveAnswer: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  beforeEach: ({ msw }) => msw.use(...malformedBody(updatePath, { body: 'not-json' })),
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    await removeEmptyContacts(account);
    await userEvent.click(account.getByRole('button', { name: 'Save' }));
    await expect(await account.findByRole('alert')).toHaveTextContent(failedMessage);
  },
};

/** The network drops the save: the alert, then Save again goes through. */
// Rules: account.save.failed
export const SaveNetworkFailureThenSaveAgain: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  beforeEach: ({ msw }) => msw.use(...networkError(updatePath, { once: true })),
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    await removeEmptyContacts(account);
    await userEvent.click(account.getByRole('button', { name: 'Save' }));
    await expect(await account.findByRole('alert')).toHaveTextContent(failedMessage);
    await userEvent.click(account.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Updated')).toBeVisible();
  },
};

/** The save never answers: the button stays busy until 10 s pass (a fake clock, ADR 0093), then the alert; Save again goes through. */
// Rules: account.save.failed
export const SlowSaveThenSaveAgain: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  beforeEach: ({ msw }) => {
    msw.use(...noAnswer(updatePath, { once: true }));
    return holdTheDeadlines();
  },
  play: async ({ canvasElement }) => {
    const account = await accountForm(canvasElement);
    await removeEmptyContacts(account);
    await waitFor(() => expect(runningDeadlines()).toBe(0), settled);
    await userEvent.click(account.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(runningDeadlines()).toBe(1), settled);
    await expect(account.queryByRole('alert')).not.toBeInTheDocument();
    passTheDeadline();
    await expect(await account.findByRole('alert')).toHaveTextContent(failedMessage);
    await userEvent.click(account.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Updated')).toBeVisible();
  },
};

const accountEditor: EditorUnderTest = {
  role: 'SCHOOL_ADMIN',
  editor: 'account',
  path: '/members/account',
  open: formNamed('Account'),
  reopened: formNamed('Account'),
  field: 'School Name',
  save: 'Save',
  endpoint: updatePath,
  leave: leaveByMenu,
  beforeSave: removeEmptyContacts,
};

export const FailedSaveKeepsTheDraft: Story = {
  ...failedSaveKeepsTheDraft(accountEditor),
  tags: ['!dev', '!autodocs'],
};

// Rules: account.draft.kept
export const DraftSurvivesAReload: Story = {
  ...draftSurvivesAReload(accountEditor, {
    key: String(demoUserIds.school),
    form: { name: 'Camden, half renamed' },
    shows: 'Camden, half renamed',
  }),
  tags: ['!dev', '!autodocs'],
};

// Rules: account.draft.kept
export const LeavingWithChangesAsksFirst: Story = {
  ...leavingAsksFirst(accountEditor),
  tags: ['!dev', '!autodocs'],
};

export const DoubleClickSavesOnce: Story = {
  ...doubleClickSavesOnce(accountEditor),
  tags: ['!dev', '!autodocs'],
};

// Rules: account.draft.kept
export const ExpiredSessionKeepsTheDraft: Story = {
  ...expiredSessionKeepsTheDraft(accountEditor),
  tags: ['!dev', '!autodocs'],
};

type Contact = {
  email: string;
  first: string;
  last: string;
  role: 'Administrator' | 'Headmaster' | 'Bursar';
};

/** Types a contact row over what it held. */
async function fillContact(account: ReturnType<typeof within>, row: number, contact: Contact) {
  const group = within(account.getByRole('group', { name: `Contact ${row}` }));
  for (const [label, value] of [
    [/^Email/, contact.email],
    [/^First name/, contact.first],
    [/^Last name/, contact.last],
  ] as const) {
    await userEvent.clear(group.getByLabelText(label));
    await userEvent.type(group.getByLabelText(label), value);
  }
  await userEvent.click(group.getByRole('combobox', { name: /Role/ }));
  await userEvent.click(await screen.findByRole('option', { name: contact.role }));
}

/** Saves and waits for 'Updated', then reloads the console and waits for the form again. */
async function saveAndReload(canvasElement: HTMLElement) {
  const account = await accountForm(canvasElement);
  await userEvent.click(account.getByRole('button', { name: 'Save' }));
  await expect(await screen.findByText('Updated', {}, settled)).toBeVisible();
  reloadConsole();
  await waitFor(() => expect(screen.queryByText('Updated')).not.toBeInTheDocument(), settled);
  return accountForm(canvasElement);
}

/** Every field of the reopened form: organisation name, primary admin and each contact row, in order. */
async function expectShown(
  canvasElement: HTMLElement,
  shown: { name: string; first: string; last: string; contacts: Contact[] },
) {
  await waitFor(() => {
    const account = within(within(canvasElement).getByRole('form', { name: 'Account' }));
    expect(account.getByLabelText('Local Authority Name')).toHaveValue(shown.name);
    const primary = within(account.getByRole('group', { name: 'Primary admin' }));
    expect(primary.getByLabelText(/^First name/)).toHaveValue(shown.first);
    expect(primary.getByLabelText(/^Last name/)).toHaveValue(shown.last);
    const rows = account.getAllByRole('group', { name: /^Contact \d/ });
    expect(
      rows.map((row) => ({
        email: (within(row).getByLabelText(/^Email/) as HTMLInputElement).value,
        first: (within(row).getByLabelText(/^First name/) as HTMLInputElement).value,
        last: (within(row).getByLabelText(/^Last name/) as HTMLInputElement).value,
        role: within(row).getByRole('combobox', { name: /Role/ }).textContent,
      })),
    ).toEqual(shown.contacts);
  }, settled);
}

/**
 * Round trip of the account form with contacts: save, reload the console, every field (the
 * contacts too) as saved; change a contact, drop one and a name, save, reload, as changed. Saving
 * again straight away needs nothing retyped.
 */
// Rules: account.save.round-trip, account.form.contact-rows
export const ContactsRoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    let account = await accountForm(canvasElement);
    const bursar: Contact = { email: 'bea@hackney.test', first: 'Bea', last: 'Bursar', role: 'Bursar' };
    const head: Contact = { email: 'hal@hackney.test', first: 'Hal', last: 'Head', role: 'Headmaster' };
    await userEvent.clear(account.getByLabelText('Local Authority Name'));
    await userEvent.type(account.getByLabelText('Local Authority Name'), 'Hackney Council');
    await fillContact(account, 1, bursar);
    await fillContact(account, 2, head);
    const primary = within(account.getByRole('group', { name: 'Primary admin' }));
    const last = (primary.getByLabelText(/^Last name/) as HTMLInputElement).value;
    account = await saveAndReload(canvasElement);
    await expectShown(canvasElement, {
      name: 'Hackney Council',
      first: demoDb.accounts.find((row) => row.id === demoUserIds.council)!.first_name,
      last,
      contacts: [bursar, head],
    });

    const admin: Contact = { email: 'ada@hackney.test', first: 'Ada', last: 'Admin', role: 'Administrator' };
    await fillContact(account, 2, admin);
    await userEvent.click(account.getByRole('button', { name: 'Remove contact 1' }));
    const reopenedPrimary = within(account.getByRole('group', { name: 'Primary admin' }));
    await userEvent.clear(reopenedPrimary.getByLabelText(/^First name/));
    await userEvent.type(reopenedPrimary.getByLabelText(/^First name/), 'Chloé');
    await saveAndReload(canvasElement);
    await expectShown(canvasElement, { name: 'Hackney Council', first: 'Chloé', last, contacts: [admin] });
    // Saving the reopened form as it is goes through: no contact row asks to be filled.
    account = await accountForm(canvasElement);
    await userEvent.click(account.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Updated', {}, settled)).toBeVisible();
    await expect(account.queryByText('contact can not be null')).not.toBeInTheDocument();
  },
};
