import type { Meta, StoryObj } from '@storybook/react-vite';
import { automationFormValuesOf } from '@stride/domain';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { leaveMessages } from '../../drafts/LeaveGuard';
import { type ConsoleAt, consoleAddress } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import {
  dialogNamed,
  doubleClickSavesOnce,
  draftSurvivesAReload,
  type EditorUnderTest,
  expiredSessionKeepsTheDraft,
  failedSaveKeepsTheDraft,
  leaveByButton,
  leaveByEscape,
  leavingAsksFirst,
} from '../../storybook/draft-stories';
import { reloadAndWait } from '../../storybook/round-trip-stories';
import { atTheStoryMoment } from '../../storybook/demo-clock';
import {
  automationsPath,
  automationsTable,
  chooseInDialog,
  searchAutomations,
  toastSaying,
  weeklyTips,
} from '../../storybook/automation-stories';

/** The automation editor and the launch modal, opened from the automations list: create, change, launch, drafts. */
const meta = {
  title: 'Pages/Automations/Automation editor',
  ...pageMeta,
  // The editor counts next launches from now: the browser's clock stands at the demo backend's.
  beforeEach: atTheStoryMoment(pageMeta.beforeEach),
  args: { path: '/members/automations', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: automations.messages.saved
export const CreatesACronAutomation: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await automationsTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add new Automation' }));
    const editor = within(await screen.findByRole('dialog', { name: 'New automation' }));
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'Walkers of the month');
    await chooseInDialog(/^Automation type/, 'Cron');
    await chooseInDialog(/^User type/, 'Parents');
    await chooseInDialog(/^Content type/, 'Email');
    await chooseInDialog(/^Template/, 'Weekly tips');
    await chooseInDialog('When to launch', 'Custom');
    await userEvent.click(editor.getByRole('checkbox', { name: 'Sep' }));
    await userEvent.click(
      within(editor.getByRole('group', { name: 'Days' })).getByRole('checkbox', { name: 'Last' }),
    );
    await chooseInDialog('Time', '9pm');
    await chooseInDialog('Send limit', 'Once a month');
    await userEvent.click(editor.getByRole('button', { name: 'Add rule' }));
    await chooseInDialog('Field', 'Account verified at');
    await userEvent.type(editor.getByRole('spinbutton', { name: 'Amount' }), '4');
    await userEvent.click(editor.getByRole('button', { name: 'Preview all' }));
    await expect(await editor.findByText(/^Showing \d+ of \d+ rows$/, {}, settled)).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(await toastSaying('Good things just happened!')).toBeVisible();
    await searchAutomations(canvasElement, 'Walkers');
    await waitFor(
      () => expect(canvas.getByRole('cell', { name: 'Walkers of the month' })).toBeVisible(),
      settled,
    );
    await expect(canvas.getByText('On the last day at 9pm in Sep')).toBeVisible();
  },
};

/**
 * An automation and an ML model open at their own address over the list and close back to it, the list
 * staying as it was: the row's button that opened the editor, the same element, has the focus again, so a
 * keyboard user goes on from the row instead of the top of the page.
 */
// Rules: automations.routes.item
export const ClosingGivesTheFocusBackToTheRow: Story = {
  // no-visual: it ends on the list as the page's own story pictures it (focus rings are left out of
  // pictures); what it shows is where the focus is, which it asserts.
  tags: ['!dev', '!autodocs', 'no-visual'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await searchAutomations(canvasElement, weeklyTips);
    const edit = (await automationsTable(canvasElement)).getByRole('button', { name: `Edit ${weeklyTips}` });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: `Edit ${weeklyTips}` }, settled);
    await waitFor(() => expect(consoleAddress()).toMatch(/^\/members\/automations\/\d+(\?|$)/), settled);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), settled);
    await waitFor(() => expect(consoleAddress()).toMatch(/^\/members\/automations(\?|$)/), settled);
    await expect(edit).toHaveFocus();

    const open = within(canvasElement).getByRole('button', { name: 'Open Walking likelihood' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const model = await screen.findByRole('dialog', { name: 'ML model Walking likelihood' }, settled);
    await userEvent.click(within(model).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), settled);
    await waitFor(() => expect(consoleAddress()).toMatch(/^\/members\/automations(\?|$)/), settled);
    await expect(open).toHaveFocus();
  },
};

// The editor's templates (templates/email, for an automation) and the Email Templates list (the same
// path, read another way) are cached under keys of their own: the list still renders after the editor.
export const EmailTemplatesAfterTheEditor: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await automationsTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add new Automation' }));
    const editor = within(await screen.findByRole('dialog', { name: 'New automation' }));
    await chooseInDialog(/^Automation type/, 'Cron');
    await chooseInDialog(/^User type/, 'Parents');
    await chooseInDialog(/^Content type/, 'Email');
    await chooseInDialog(/^Template/, 'Weekly tips');
    await userEvent.click(editor.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: leaveMessages.question })).getByRole('button', {
        name: leaveMessages.leave,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
    await userEvent.click(canvas.getByRole('link', { name: 'Email Templates' }));
    const rows = within(await canvas.findByRole('table', { name: 'Email templates' }, settled));
    for (const template of demoDb.mailTemplates)
      await expect(rows.getByRole('rowheader', { name: template.title })).toBeVisible();
  },
};

// One source of launch dates: on the story's day (Tue 24 Nov 2026) the editor's next launch and the first
// row of the upcoming schedule are both Mon 30 Nov 2026 at 10am, and no row is in the past.
// Rules: automations.schedule.upcoming-from-now
export const UpcomingScheduleAgreesWithTheEditor: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await openEditor(canvasElement, 'Weekly travel', weeklyTips);
    const launches = within(editor.getByRole('list', { name: 'Next launches' })).getAllByRole('listitem');
    await expect(launches[0]).toHaveTextContent('Mon 30 Nov 2026, 10:00');
    await userEvent.click(editor.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
    // The list stays as it was while the address goes back to it: the row's menu opens at once.
    await userEvent.click(canvas.getByRole('button', { name: `More actions for ${weeklyTips}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Upcoming schedule' }));
    const schedule = within(await screen.findByRole('table', { name: 'Upcoming schedule' }, settled));
    const dates = schedule.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
    await expect(dates[0]).toBe('2026-11-30 10:00');
    await expect(dates.every((date) => date >= '2026-11-24')).toBe(true);
  },
};

// Manual Launch asks first, saying how many it reaches once the preview counted them.
// Rules: automations.launch.asks-with-reach, automations.messages.launched, automations.modals.launch-modal,
// automations.states.manual-opens-launch
export const ManualLaunch: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await searchAutomations(canvasElement, 'Cycling parents');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Manual Launch Cycling parents newsletter' }),
    );
    const launchModal = await screen.findByRole('dialog', { name: 'Launch Cycling parents newsletter' });
    // The editor is the launch modal, 1150 wide.
    await expect(Math.round(launchModal.getBoundingClientRect().width)).toBe(1150);
    const editor = within(launchModal);
    await userEvent.click(editor.getByRole('button', { name: 'Preview all' }));
    const counted = await editor.findByText(/^Showing \d+ of [\d,]+ rows/, {}, settled);
    const total = Number(/of ([\d,]+) rows/.exec(counted.textContent ?? '')![1]!.replace(/,/g, ''));
    await userEvent.type(editor.getByRole('spinbutton', { name: 'Limit rows' }), '3');
    await userEvent.click(editor.getByRole('button', { name: 'Launch' }));
    const ask = await screen.findByRole('alertdialog', {
      name: `Send to ${total.toLocaleString('en-GB')} parents? At most 3 rows.`,
    });
    await userEvent.click(within(ask).getByRole('button', { name: 'Launch' }));
    await expect(await toastSaying("You've triggered automation")).toBeVisible();
    await expect(await editor.findByText('Processed', {}, settled)).toBeVisible();
  },
};

const automationEditor: EditorUnderTest = {
  role: 'SUPERADMIN',
  editor: 'automation',
  path: '/members/automations',
  open: async (canvasElement) => {
    await searchAutomations(canvasElement, 'Weekly travel');
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `Edit ${weeklyTips}` }, settled),
    );
    return dialogNamed(/^Edit /)();
  },
  reopened: dialogNamed(/^Edit /),
  field: /Name/,
  save: 'Save',
  endpoint: automationsPath,
  leave: leaveByButton('Cancel'),
};

export const FailedSaveKeepsTheDraft: Story = {
  ...failedSaveKeepsTheDraft(automationEditor),
  tags: ['!dev', '!autodocs'],
};

export const DraftSurvivesAReload: Story = {
  ...draftSurvivesAReload(automationEditor, {
    key: 'open',
    form: {
      values: {
        ...automationFormValuesOf(demoDb.automations.find((row) => row.name === weeklyTips)!),
        name: 'Weekly tips, half renamed',
      },
      purpose: 'edit',
    },
    shows: 'Weekly tips, half renamed',
  }),
  tags: ['!dev', '!autodocs'],
};

export const ClosingWithChangesAsksFirst: Story = {
  ...leavingAsksFirst(automationEditor),
  tags: ['!dev', '!autodocs'],
};

export const EscapeWithChangesAsksFirst: Story = {
  ...leavingAsksFirst({
    ...automationEditor,
    leave: leaveByEscape,
  }),
  tags: ['!dev', '!autodocs'],
};

export const DoubleClickSavesOnce: Story = {
  ...doubleClickSavesOnce(automationEditor),
  tags: ['!dev', '!autodocs'],
};

export const ExpiredSessionKeepsTheDraft: Story = {
  ...expiredSessionKeepsTheDraft(automationEditor),
  tags: ['!dev', '!autodocs'],
};

// The round trips: created, changed and deleted, each checked after a reload.

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
// Rules: automations.form.round-trip
export const CreateRoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
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
      await automationsTable(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Add new Automation' }));
      const editor = within(await screen.findByRole('dialog', { name: 'New automation' }));
      await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), created.name);
      await userEvent.type(editor.getByRole('textbox', { name: /Tags/ }), created.tags);
      await chooseInDialog(/^Automation type/, 'Cron');
      await chooseInDialog(/^User type/, 'Parents');
      await chooseInDialog(/^Content type/, 'Email');
      await chooseInDialog(/^Template/, created.template);
      await userEvent.type(editor.getByLabelText('Expire'), created.expire);
      await userEvent.type(editor.getByRole('textbox', { name: /Description/ }), created.description);
      await chooseInDialog('Selection', 'BLACKLIST');
      await userEvent.click(editor.getByRole('checkbox', { name: created.school }));
      await userEvent.click(editor.getByRole('button', { name: 'Add rule' }));
      await chooseInDialog('Field', 'Account verified at');
      await userEvent.type(editor.getByRole('spinbutton', { name: 'Amount' }), created.amount);
      await chooseInDialog('When to launch', 'Custom');
      await userEvent.click(editor.getByRole('checkbox', { name: created.month }));
      await userEvent.click(
        within(editor.getByRole('group', { name: 'Days' })).getByRole('checkbox', { name: 'Last' }),
      );
      await chooseInDialog('Time', '9pm');
      await chooseInDialog('Send limit', created.limit);
      await userEvent.click(editor.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
    });
    await step('in the list at once, and after a reload as saved', async () => {
      await searchAutomations(canvasElement, 'Trip');
      await waitFor(() => expect(canvas.getByRole('cell', { name: created.name })).toBeVisible(), settled);
      await reloadAndWait(canvasElement);
      await searchAutomations(canvasElement, 'Trip');
      await userEvent.click(await canvas.findByRole('button', { name: `Edit ${created.name}` }, settled));
      await expectAutomation(
        within(await screen.findByRole('dialog', { name: `Edit ${created.name}` }, settled)),
        created,
      );
    });
  },
};

/** Change a saved automation, reload, reopen: as changed. */
// Rules: automations.form.round-trip
export const ChangeRoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const renamed = 'Weekly travel tips, renamed';
    const school = demoDb.schools[0]!.name;
    const open = async (name: string) => {
      await searchAutomations(canvasElement, 'Weekly travel');
      await userEvent.click(await canvas.findByRole('button', { name: `Edit ${name}` }, settled));
      return within(await screen.findByRole('dialog', { name: `Edit ${name}` }, settled));
    };
    await step('change each kind of field', async () => {
      const editor = await open(weeklyTips);
      await userEvent.clear(editor.getByRole('textbox', { name: /Name/ }));
      await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), renamed);
      await chooseInDialog(/^Template/, 'Welcome to Stride');
      await userEvent.click(editor.getByRole('checkbox', { name: school }));
      await chooseInDialog('Value', 'STAFF');
      await userEvent.click(editor.getByRole('checkbox', { name: 'Sep' }));
      await chooseInDialog('Send limit', 'Once a month');
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

/** Opens the editor of a saved automation found by searching `search`. */
const openEditor = async (canvasElement: HTMLElement, searchFor: string, name: string) => {
  await searchAutomations(canvasElement, searchFor);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Edit ${name}` }, settled));
  return within(await screen.findByRole('dialog', { name: `Edit ${name}` }, settled));
};

// A manual automation's send limit Daily stats with Every nth 4: saved, reloaded, reopened, still 4.
// Rules: automations.schedule.every-nth-kept
export const EveryNthKeptOnSave: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const name = 'Cycling parents newsletter';
    const editor = await openEditor(canvasElement, 'Cycling parents', name);
    await chooseInDialog('Send limit', 'Daily stats');
    await userEvent.type(editor.getByRole('spinbutton', { name: 'Every nth' }), '4');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
    await reloadAndWait(canvasElement);
    const reopened = await openEditor(canvasElement, 'Cycling parents', name);
    await expect(reopened.getByRole('combobox', { name: 'Send limit' })).toHaveTextContent('Daily stats');
    await expect(reopened.getByRole('spinbutton', { name: 'Every nth' })).toHaveValue(4);
  },
};

// Every nth below 1 says its limits and is not saved.
// Rules: automations.schedule.every-nth-limits
export const EveryNthOutOfLimits: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const editor = await openEditor(canvasElement, 'Weekly travel', weeklyTips);
    await chooseInDialog('Send limit', 'Daily stats');
    await userEvent.type(editor.getByRole('spinbutton', { name: 'Every nth' }), '-3');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(
      await editor.findByText('Every nth must be a whole number from 1 to 365', {}, settled),
    ).toBeVisible();
    await expect(screen.getByRole('dialog', { name: `Edit ${weeklyTips}` })).toBeVisible();
  },
};
