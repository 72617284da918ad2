import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { choose, search, table, toast, weeklyTips } from '../../storybook/automation-stories';
import { settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import { reloadAndWait } from '../../storybook/round-trip-stories';

// The automations' round trips: created, changed and deleted, each checked after a reload. Under the
// page's title (same story ids); its other stories are in AutomationsPage.stories.tsx.
const meta = {
  title: 'Pages/Automations',
  ...pageMeta,
  args: { path: '/members/automations', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of field the editor has, as a dialog shows it. */
const expectAutomation = async (
  editor: ReturnType<typeof within>,
  saved: {
    name: string;
    tags: string;
    expire: string;
    template: string;
    description: string;
    school: string;
    amount: string;
    month: string;
    limit: string;
  },
) => {
  await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue(saved.name);
  await expect(editor.getByRole('textbox', { name: /Tags/ })).toHaveValue(saved.tags);
  await expect(editor.getByRole('combobox', { name: /^Automation type/ })).toHaveTextContent('Cron');
  await expect(editor.getByRole('combobox', { name: /^User type/ })).toHaveTextContent('Parents');
  await expect(editor.getByRole('combobox', { name: /^Content type/ })).toHaveTextContent('Email');
  // The template's name shows once the templates of the content type have loaded.
  await waitFor(
    () => expect(editor.getByRole('combobox', { name: /^Template/ })).toHaveTextContent(saved.template),
    settled,
  );
  await expect(editor.getByLabelText('Expire')).toHaveValue(saved.expire);
  await expect(editor.getByRole('textbox', { name: /Description/ })).toHaveValue(saved.description);
  await expect(editor.getByRole('combobox', { name: 'Selection' })).toHaveTextContent('BLACKLIST');
  await expect(editor.getByRole('checkbox', { name: saved.school })).toBeChecked();
  await expect(editor.getByRole('combobox', { name: 'Field' })).toHaveTextContent('Account verified at');
  await expect(editor.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(Number(saved.amount));
  await expect(editor.getByRole('combobox', { name: 'When to launch' })).toHaveTextContent('Custom');
  await expect(editor.getByRole('checkbox', { name: saved.month })).toBeChecked();
  await expect(
    within(editor.getByRole('group', { name: 'Days' })).getByRole('checkbox', { name: 'Last' }),
  ).toBeChecked();
  await expect(editor.getByRole('combobox', { name: 'Time' })).toHaveTextContent('9pm');
  await expect(editor.getByRole('combobox', { name: 'Send limit' })).toHaveTextContent(saved.limit);
};

/** Create, find it in the list at once, reload, reopen: every field as saved. */
export const CreateRoundTrip: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const created = {
      name: 'Trip walkers',
      tags: 'a, b',
      expire: '2027-06-30',
      template: 'Weekly tips',
      description: 'Walk',
      school: demoDb.schools[0]!.name,
      amount: '4',
      month: 'Sep',
      limit: 'Once a month',
    };
    await step('create', async () => {
      await table(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Add new Automation' }));
      const editor = within(await screen.findByRole('dialog', { name: 'New automation' }));
      await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), created.name);
      await userEvent.type(editor.getByRole('textbox', { name: /Tags/ }), created.tags);
      await choose(/^Automation type/, 'Cron');
      await choose(/^User type/, 'Parents');
      await choose(/^Content type/, 'Email');
      await choose(/^Template/, created.template);
      await userEvent.type(editor.getByLabelText('Expire'), created.expire);
      await userEvent.type(editor.getByRole('textbox', { name: /Description/ }), created.description);
      await choose('Selection', 'BLACKLIST');
      await userEvent.click(editor.getByRole('checkbox', { name: created.school }));
      await userEvent.click(editor.getByRole('button', { name: 'Add rule' }));
      await choose('Field', 'Account verified at');
      await userEvent.type(editor.getByRole('spinbutton', { name: 'Amount' }), created.amount);
      await choose('When to launch', 'Custom');
      await userEvent.click(editor.getByRole('checkbox', { name: created.month }));
      await userEvent.click(
        within(editor.getByRole('group', { name: 'Days' })).getByRole('checkbox', { name: 'Last' }),
      );
      await choose('Time', '9pm');
      await choose('Send limit', created.limit);
      await userEvent.click(editor.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
    });
    await step('in the list at once, and after a reload as saved', async () => {
      await search(canvasElement, 'Trip');
      await waitFor(() => expect(canvas.getByRole('cell', { name: created.name })).toBeVisible(), settled);
      await reloadAndWait(canvasElement);
      await search(canvasElement, 'Trip');
      await userEvent.click(await canvas.findByRole('button', { name: `Edit ${created.name}` }, settled));
      await expectAutomation(
        within(await screen.findByRole('dialog', { name: `Edit ${created.name}` })),
        created,
      );
    });
  },
};

/** Change a saved automation, reload, reopen: as changed. */
export const ChangeRoundTrip: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const renamed = 'Weekly travel tips, renamed';
    const school = demoDb.schools[0]!.name;
    const open = async (name: string) => {
      await search(canvasElement, 'Weekly travel');
      await userEvent.click(await canvas.findByRole('button', { name: `Edit ${name}` }, settled));
      return within(await screen.findByRole('dialog', { name: `Edit ${name}` }));
    };
    await step('change each kind of field', async () => {
      const editor = await open(weeklyTips);
      await userEvent.clear(editor.getByRole('textbox', { name: /Name/ }));
      await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), renamed);
      await choose(/^Template/, 'Welcome to Stride');
      await userEvent.click(editor.getByRole('checkbox', { name: school }));
      await choose('Value', 'STAFF');
      await userEvent.click(editor.getByRole('checkbox', { name: 'Sep' }));
      await choose('Send limit', 'Once a month');
      await userEvent.click(editor.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
      await waitFor(() => expect(canvas.getByRole('cell', { name: renamed })).toBeVisible(), settled);
    });
    await step('after a reload, as changed', async () => {
      await reloadAndWait(canvasElement);
      const editor = await open(renamed);
      await expect(editor.getByRole('textbox', { name: /Name/ })).toHaveValue(renamed);
      await waitFor(
        () =>
          expect(editor.getByRole('combobox', { name: /^Template/ })).toHaveTextContent('Welcome to Stride'),
        settled,
      );
      await expect(editor.getByRole('checkbox', { name: school })).toBeChecked();
      await expect(editor.getByRole('combobox', { name: 'Value' })).toHaveTextContent('STAFF');
      await expect(editor.getByRole('checkbox', { name: 'Sep' })).not.toBeChecked();
      await expect(editor.getByRole('checkbox', { name: 'Oct' })).toBeChecked();
      await expect(editor.getByRole('combobox', { name: 'Send limit' })).toHaveTextContent('Once a month');
    });
  },
};

/** Delete a saved automation (answering the question): gone at once, and after a reload. */
export const DeleteRoundTrip: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Weekly travel');
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${weeklyTips}` }, settled));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: `Delete ${weeklyTips}?` })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await expect(await toast('Deleted!')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('cell', { name: weeklyTips })).toBeNull(), settled);
    await reloadAndWait(canvasElement);
    await search(canvasElement, 'Weekly travel');
    await expect(await canvas.findByText('No automations match.', {}, settled)).toBeVisible();
  },
};
