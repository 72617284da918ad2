import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb, demoUserIds } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type ConsoleAt, reloadConsole } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import { accountForm } from './account-stories';

// The account form's contacts round trip, under the page's title (same story id); its other
// stories are in AccountPage.stories.tsx.
const meta = {
  title: 'Pages/Account',
  ...pageMeta,
  args: { path: '/members/account', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

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
export const ContactsRoundTrip: Story = {
  tags: ['!dev'],
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
