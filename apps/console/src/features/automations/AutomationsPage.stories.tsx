import type { Meta, StoryObj } from '@storybook/react-vite';
import { shownTime } from '@stride/domain';
import { demoDb, latency, serverError } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { asRole, pageModes, settled } from '../../storybook/console-stories';
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
import { reloadAndWait } from '../../storybook/round-trip-stories';
import { atTheStoryMoment } from '../../storybook/demo-clock';
import {
  automationsPath,
  automationsTable,
  searchAutomations,
  toastSaying,
  weeklyTips,
} from '../../storybook/automation-stories';

/** The automations list: its states, its row actions and its dialogs (the editor has its own title). */
const meta = {
  title: 'Pages/Automations/Automation list',
  ...pageMeta,
  // The list counts next runs from now: the browser's clock stands at the demo backend's.
  beforeEach: atTheStoryMoment(pageMeta.beforeEach),
  args: { path: '/members/automations', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as it opens, untouched. */
export const SuperAdmin: Story = { ...asRole('SUPERADMIN') };

/** The list is sorted by name and searched; the area's other screens and the models are on the page. */
// Rules: automations.routes.list, automations.list.buttons, automations.list.default-sort, automations.list.search
export const ListSortsAndSearches: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await automationsTable(canvasElement);
    const first = [...demoDb.automations].sort((a, b) => a.name.localeCompare(b.name))[0]!;
    await waitFor(() => expect(rows.getAllByRole('row')[1]).toHaveTextContent(first.name), settled);
    await searchAutomations(canvasElement, 'Weekly travel');
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
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  beforeEach: ({ msw }) => msw.use(...latency(60_000, automationsPath)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Automations' }, settled),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The automations could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', automationsPath);

/** No automation yet. */
export const Empty: Story = emptyAnswer('SUPERADMIN', automationsPath, { automations: [] }, (canvas) =>
  canvas.findByText('No automations match.', {}, settled),
);

/** Each row's Runs cell (the one reading 'Next …'). */
const runsCells = (list: HTMLElement) =>
  within(list)
    .getAllByRole('cell')
    .filter((cell) => cell.textContent?.startsWith('Next'));

const recovery: FaultRecovery = [
  'SUPERADMIN',
  automationsPath,
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
  ...malformedAnswer('SUPERADMIN', automationsPath),
  tags: ['!dev', '!autodocs'],
};

// Rules: automations.messages.status-updated, automations.messages.deleted-duplicated,
// automations.states.status-toggle, automations.list.actions, automations.modals.upcoming-schedule
export const ToggleDuplicateAndSchedule: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchAutomations(canvasElement, 'Weekly travel');
    await userEvent.click(canvas.getByRole('switch', { name: 'Active: Weekly travel tips for parents' }));
    await userEvent.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Are you sure you want to change status?' }),
      ).getByRole('button', { name: 'Yes' }),
    );
    await expect(await toastSaying('Automation status has been updated')).toBeVisible();
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
    await expect(await toastSaying('Duplicated!')).toBeVisible();
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

/** The next / last run cell of the automation `name`, once its row shows. */
const runsOf = async (canvasElement: HTMLElement, name: string) => {
  const rows = await automationsTable(canvasElement);
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
    await searchAutomations(canvasElement, 'Weekly travel');
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
    await expect(await toastSaying("You've triggered automation")).toBeVisible();
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
    await searchAutomations(canvasElement, 'Weekly travel');
    const weekly = await runsOf(canvasElement, weeklyTips);
    await waitFor(() => expect(weekly).toHaveTextContent('Last Not known'), settled);
    await userEvent.click(within(weekly).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(weekly).toHaveTextContent(`Last ${newestLog(weeklyTips)}`), settled);
    await expect(within(weekly).queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** An automation's stats open and close, then the Automation Jobs dialog opens (a test). */
// Rules: automations.modals.stats
export const StatsAndJobs: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchAutomations(canvasElement, 'Weekly travel');
    await userEvent.click(canvas.getByRole('button', { name: 'Stats of Weekly travel tips for parents' }));
    const stats = within(
      await screen.findByRole('dialog', { name: 'Stats of Weekly travel tips for parents' }),
    );
    await expect(await stats.findByRole('table', { name: 'Last 24 hours' }, settled)).toBeInTheDocument();
    await userEvent.click(stats.getByRole('button', { name: 'Close' }));
    // The page is in reach again once the dialog has gone.
    await userEvent.click(await canvas.findByRole('button', { name: 'Automation Jobs' }));
    const jobs = within(await screen.findByRole('dialog', { name: 'Automation Jobs' }));
    await expect(await jobs.findByRole('table', { name: 'Automation jobs' }, settled)).toBeVisible();
  },
};

/** Delete a saved automation (answering the question): gone at once, and after a reload. */
// Rules: automations.messages.deleted-duplicated
export const DeleteRoundTrip: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchAutomations(canvasElement, 'Weekly travel');
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${weeklyTips}` }, settled));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: `Delete ${weeklyTips}?` })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await expect(await toastSaying('Deleted!')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('cell', { name: weeklyTips })).toBeNull(), settled);
    await reloadAndWait(canvasElement);
    await searchAutomations(canvasElement, 'Weekly travel');
    await expect(await canvas.findByText('No automations match.', {}, settled)).toBeVisible();
  },
};

// Automation Jobs name each job's automation and schools (no ids), and every column, Created too, is in view.
// Rules: automations.jobs.names-not-ids, automations.jobs.columns-in-view
export const JobsByName: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await automationsTable(canvasElement);
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
