import type { Meta, StoryObj } from '@storybook/react-vite';
import { automationFormValuesOf, shownTime } from '@stride/domain';
import { demoDb, latency, serverError } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { leaveMessages } from '../../drafts/LeaveGuard';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { asRole, settled } from '../../storybook/console-stories';
import {
  emptyAnswer,
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
} from '../../storybook/page-stories';
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

const meta = {
  title: 'Pages/Automations/Automation list',
  ...pageMeta,
  // The list counts next runs from now: the browser's clock stands at the demo backend's.
  beforeEach: atTheStoryMoment(pageMeta.beforeEach),
  args: { path: '/members/automations', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An automation of the demo dataset the stories edit. */
const weeklyTips = 'Weekly travel tips for parents';

/** The Automations table, once it is there. */
const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Automations' }, settled));

/** Picks `optionName` in the open dialog's select labelled `label`. */
const choose = async (label: string | RegExp, optionName: string) => {
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: optionName }));
};

/** The toast saying `text`. */
const toast = (text: string) => screen.findByText(text, {}, settled);

/** The table shows about twelve rows at a time; searching brings a row into view. */
const search = async (canvasElement: HTMLElement, text: string) => {
  const rows = await table(canvasElement);
  // The whole list first, as a person sees it before searching (its columns are measured from the rows
  // shown): otherwise the picture would depend on whether the answer or the typing came first. A search
  // from before a reload is still there (the list keeps it): it is cleared first.
  const box = within(canvasElement).getByRole('searchbox', { name: 'Search' });
  await userEvent.clear(box);
  const first = [...demoDb.automations].sort((a, b) => a.name.localeCompare(b.name))[0]!;
  await rows.findByRole('button', { name: `Edit ${first.name}` }, settled);
  await userEvent.type(box, text);
};

const automations = '*/api/admin/automations';

/** The list as it opens, untouched. */
export const SuperAdmin: Story = { ...asRole('SUPERADMIN') };

/** The list is sorted by name and searched; the area's other screens and the models are on the page. */
// Rules: automations.routes.list, automations.list.buttons, automations.list.default-sort, automations.list.search
export const ListSortsAndSearches: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const first = [...demoDb.automations].sort((a, b) => a.name.localeCompare(b.name))[0]!;
    await waitFor(() => expect(rows.getAllByRole('row')[1]).toHaveTextContent(first.name), settled);
    await search(canvasElement, 'Weekly travel');
    await expect(rows.getByText('Every Monday at 10am in Sep-Jul')).toBeVisible();
    for (const name of ['Add new Automation', 'Automation Jobs'])
      await expect(within(canvasElement).getByRole('button', { name })).toBeVisible();
    // The other screens of the area are links: they open in a new tab too.
    for (const name of ['Automation logs', 'Email Templates', 'Notice Templates'])
      await expect(within(canvasElement).getByRole('link', { name })).toBeVisible();
    // The machine-learning models are listed on the same page.
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Machine-learning models' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'New ML model' })).toBeVisible();
  },
};

export const CouncilAdminMayNotOpenIt: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/not available for your role/, {}, settled),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...latency(60_000, automations)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Automations' }, settled),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The automations could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', automations);

/** No automation yet. */
export const Empty: Story = emptyAnswer('SUPERADMIN', automations, { automations: [] }, (canvas) =>
  canvas.findByText('No automations match.', {}, settled),
);

/** Each row's Runs cell (the one reading 'Next …'). */
const runsCells = (list: HTMLElement) =>
  within(list)
    .getAllByRole('cell')
    .filter((cell) => cell.textContent?.startsWith('Next'));

const recovery: FaultRecovery = [
  'SUPERADMIN',
  automations,
  async (canvas) => {
    const list = await canvas.findByRole('table', { name: 'Automations' }, settled);
    await expect(list).toBeVisible();
    // Retry reads the rows' last runs too: every row shows its last run (a time, or Never), none `Not known`.
    await waitFor(() => {
      const cells = runsCells(list);
      expect(cells.length).toBeGreaterThan(0);
      for (const cell of cells) expect(cell).toHaveTextContent(/Last (Never|.+ ago|yesterday|now)/);
    }, settled);
  },
];

export const ServerErrorThenRetry: Story = {
  ...serverErrorThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const NetworkFailureThenRetry: Story = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry: Story = {
  ...slowAnswerThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const MalformedAnswer: Story = {
  ...malformedAnswer('SUPERADMIN', automations),
  tags: ['!dev', '!autodocs'],
};

// Rules: automations.messages.saved
export const CreatesACronAutomation: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add new Automation' }));
    const editor = within(await screen.findByRole('dialog', { name: 'New automation' }));
    await userEvent.type(editor.getByRole('textbox', { name: /Name/ }), 'Walkers of the month');
    await choose(/^Automation type/, 'Cron');
    await choose(/^User type/, 'Parents');
    await choose(/^Content type/, 'Email');
    await choose(/^Template/, 'Weekly tips');
    await choose('When to launch', 'Custom');
    await userEvent.click(editor.getByRole('checkbox', { name: 'Sep' }));
    await userEvent.click(
      within(editor.getByRole('group', { name: 'Days' })).getByRole('checkbox', { name: 'Last' }),
    );
    await choose('Time', '9pm');
    await choose('Send limit', 'Once a month');
    await userEvent.click(editor.getByRole('button', { name: 'Add rule' }));
    await choose('Field', 'Account verified at');
    await userEvent.type(editor.getByRole('spinbutton', { name: 'Amount' }), '4');
    await userEvent.click(editor.getByRole('button', { name: 'Preview all' }));
    await expect(await editor.findByText(/^Showing \d+ of \d+ rows$/, {}, settled)).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(await toast('Good things just happened!')).toBeVisible();
    await search(canvasElement, 'Walkers');
    await waitFor(
      () => expect(canvas.getByRole('cell', { name: 'Walkers of the month' })).toBeVisible(),
      settled,
    );
    await expect(canvas.getByText('On the last day at 9pm in Sep')).toBeVisible();
  },
};

// The editor's templates (templates/email, for an automation) and the Email Templates list (the same
// path, read another way) are cached under keys of their own: the list still renders after the editor.
export const EmailTemplatesAfterTheEditor: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add new Automation' }));
    const editor = within(await screen.findByRole('dialog', { name: 'New automation' }));
    await choose(/^Automation type/, 'Cron');
    await choose(/^User type/, 'Parents');
    await choose(/^Content type/, 'Email');
    await choose(/^Template/, 'Weekly tips');
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

// Rules: automations.messages.status-updated, automations.messages.deleted-duplicated,
// automations.states.status-toggle, automations.list.actions, automations.modals.upcoming-schedule
export const ToggleDuplicateAndSchedule: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Weekly travel');
    await userEvent.click(canvas.getByRole('switch', { name: 'Active: Weekly travel tips for parents' }));
    await userEvent.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Are you sure you want to change status?' }),
      ).getByRole('button', { name: 'Yes' }),
    );
    await expect(await toast('Automation status has been updated')).toBeVisible();
    await waitFor(
      () =>
        expect(
          canvas.getByRole('switch', { name: 'Active: Weekly travel tips for parents' }),
        ).not.toBeChecked(),
      settled,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'More actions for Weekly travel tips for parents' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await expect(await toast('Duplicated!')).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('cell', { name: 'Weekly travel tips for parents (copy)' })).toBeVisible(),
      settled,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'More actions for Weekly travel tips for parents' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Upcoming schedule' }));
    const schedule = within(await screen.findByRole('table', { name: 'Upcoming schedule' }, settled));
    await expect(schedule.getAllByRole('rowheader')[0]).toHaveTextContent('2026-11-30 10:00');
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
    await userEvent.click(canvas.getByRole('button', { name: `More actions for ${weeklyTips}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Upcoming schedule' }));
    const schedule = within(await screen.findByRole('table', { name: 'Upcoming schedule' }, settled));
    const dates = schedule.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
    await expect(dates[0]).toBe('2026-11-30 10:00');
    await expect(dates.every((date) => date >= '2026-11-24')).toBe(true);
  },
};

/** The next / last run cell of the automation `name`, once its row shows. */
const runsOf = async (canvasElement: HTMLElement, name: string) => {
  const rows = await table(canvasElement);
  const row = (await rows.findByRole('button', { name: `Edit ${name}` }, settled)).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .find((cell) => cell.textContent?.startsWith('Next'))!;
};

/** The newest log of the demo automation `name`, as the list writes it beside now (the clock stands at the story moment). */
const newestLog = (name: string) => {
  const id = demoDb.automations.find((automation) => automation.name === name)!.id;
  const times = demoDb.automationLogs.filter((log) => log.automation_id === id).map((log) => log.created_at);
  return shownTime(times.sort().at(-1), new Date()).relative;
};

// On the story's day (Tue 24 Nov 2026, 10:00) the weekly tips run next on Monday 30 November at 10am ('in 6 days'), as
// the editor's next launches and the upcoming schedule say, and last ran at their newest log. A
// manual automation runs by hand; launched, its last run is now.
// Rules: automations.list.next-run, automations.list.last-run
export const NextAndLastRun: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'Weekly travel');
    const weekly = await runsOf(canvasElement, weeklyTips);
    await waitFor(
      () => expect(weekly).toHaveTextContent(`Next in 6 daysLast ${newestLog(weeklyTips)}`),
      settled,
    );
    // The whole time is the next run's description (and shows on hover, focus and a tap).
    await expect(within(weekly).getByText('in 6 days')).toHaveAccessibleDescription('2026-11-30 10:00');
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Cycling parents');
    const manual = await runsOf(canvasElement, 'Cycling parents newsletter');
    await waitFor(
      () => expect(manual).toHaveTextContent(/^Next By handLast (Never|.+ ago|yesterday)/),
      settled,
    );
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Manual Launch Cycling parents newsletter' }),
    );
    const editor = within(await screen.findByRole('dialog', { name: 'Launch Cycling parents newsletter' }));
    await userEvent.type(editor.getByRole('spinbutton', { name: 'Limit rows' }), '3');
    await userEvent.click(editor.getByRole('button', { name: 'Launch' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Launch' }),
    );
    await expect(await toast("You've triggered automation")).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Cancel' }));
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('cell', { name: /^Next By hand/ })).toHaveTextContent(
          'Next By handLast now',
        ),
      settled,
    );
  },
};

/**
 * The list loads but one automation's logs fail: its last run says `Not known` (never `Never`) with
 * Retry, and Retry reads them again.
 */
// Rules: automations.list.last-run
export const LastRunFailsThenRetry: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => {
    const id = demoDb.automations.find((automation) => automation.name === weeklyTips)!.id;
    msw.use(...serverError(`*/api/admin/automations/logs/${id}/0`, { once: true }));
  },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'Weekly travel');
    const weekly = await runsOf(canvasElement, weeklyTips);
    await waitFor(() => expect(weekly).toHaveTextContent('Last Not known'), settled);
    await userEvent.click(within(weekly).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(weekly).toHaveTextContent(`Last ${newestLog(weeklyTips)}`), settled);
    await expect(within(weekly).queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

// Manual Launch asks first, saying how many it reaches once the preview counted them.
// Rules: automations.launch.asks-with-reach, automations.messages.launched, automations.modals.launch-modal,
// automations.states.manual-opens-launch
export const ManualLaunch: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'Cycling parents');
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
    await expect(await toast("You've triggered automation")).toBeVisible();
    await expect(await editor.findByText('Processed', {}, settled)).toBeVisible();
  },
};

/** An automation's stats open and close, then the Automation Jobs dialog opens (a test). */
// Rules: automations.modals.stats
export const StatsAndJobs: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'Weekly travel');
    await userEvent.click(canvas.getByRole('button', { name: 'Stats of Weekly travel tips for parents' }));
    const stats = within(
      await screen.findByRole('dialog', { name: 'Stats of Weekly travel tips for parents' }),
    );
    await expect(await stats.findByRole('table', { name: 'Last 24 hours' }, settled)).toBeInTheDocument();
    await userEvent.click(stats.getByRole('button', { name: 'Close' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Automation Jobs' }));
    const jobs = within(await screen.findByRole('dialog', { name: 'Automation Jobs' }));
    await expect(await jobs.findByRole('table', { name: 'Automation jobs' }, settled)).toBeVisible();
  },
};

const automationEditor: EditorUnderTest = {
  role: 'SUPERADMIN',
  editor: 'automation',
  path: '/members/automations',
  open: async (canvasElement) => {
    await search(canvasElement, 'Weekly travel');
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `Edit ${weeklyTips}` }, settled),
    );
    return dialogNamed(/^Edit /)();
  },
  reopened: dialogNamed(/^Edit /),
  field: /Name/,
  save: 'Save',
  endpoint: automations,
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
      await search(canvasElement, 'Weekly travel');
      await userEvent.click(await canvas.findByRole('button', { name: `Edit ${name}` }, settled));
      return within(await screen.findByRole('dialog', { name: `Edit ${name}` }, settled));
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
// Rules: automations.messages.deleted-duplicated
export const DeleteRoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
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

/** Opens the editor of a saved automation found by searching `search`. */
const openEditor = async (canvasElement: HTMLElement, searchFor: string, name: string) => {
  await search(canvasElement, searchFor);
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
    await choose('Send limit', 'Daily stats');
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
    await choose('Send limit', 'Daily stats');
    await userEvent.type(editor.getByRole('spinbutton', { name: 'Every nth' }), '-3');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(
      await editor.findByText('Every nth must be a whole number from 1 to 365', {}, settled),
    ).toBeVisible();
    await expect(screen.getByRole('dialog', { name: `Edit ${weeklyTips}` })).toBeVisible();
  },
};

// Automation Jobs name each job's automation and schools (no ids), and every column, Created too, is in view.
// Rules: automations.jobs.names-not-ids, automations.jobs.columns-in-view
export const JobsByName: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Automation Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Automation Jobs' });
    const jobs = within(await within(dialog).findByRole('table', { name: 'Automation jobs' }, settled));
    const job = demoDb.automationJobs[0]!;
    const automation = demoDb.automations.find((row) => row.id === job.automation_id)!;
    const school = demoDb.schools.find((row) => row.id === Number(job.organization_ids!.split(',')[0]))!;
    const first = jobs.getAllByRole('row')[1]!;
    await waitFor(() => expect(first).toHaveTextContent(automation.name), settled);
    await waitFor(() => expect(first).toHaveTextContent(school.name), settled);
    await expect(first).not.toHaveTextContent(job.organization_ids!);
    const created = jobs.getByRole('columnheader', { name: 'Created' }).getBoundingClientRect();
    const box = dialog.getBoundingClientRect();
    await expect(created.right).toBeLessThanOrEqual(box.right);
  },
};
