import type { Meta, StoryObj } from '@storybook/react-vite';
import { automationFormValuesOf } from '@stride/domain';
import { demoDb, latency } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { leaveMessages } from '../../drafts/LeaveGuard';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { choose, search, table, toast, weeklyTips } from '../../storybook/automation-stories';
import { settled } from '../../storybook/console-stories';
import {
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
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

// The round trips (create, change, delete, each checked after a reload) are in
// AutomationsRoundTrips.stories.tsx, under the same title (same story ids).
const meta = {
  title: 'Pages/Automations',
  ...pageMeta,
  args: { path: '/members/automations', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const automations = '*/api/admin/automations';
export const SuperAdmin: Story = {
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
  },
};

export const CouncilAdminMayNotOpenIt: Story = {
  tags: ['!dev'],
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

const recovery: FaultRecovery = [
  'SUPERADMIN',
  automations,
  async (canvas) => expect(await canvas.findByRole('table', { name: 'Automations' }, settled)).toBeVisible(),
];

export const ServerErrorThenRetry: Story = { ...serverErrorThenRetry(...recovery), tags: ['!dev'] };

export const NetworkFailureThenRetry: Story = { ...networkFailureThenRetry(...recovery), tags: ['!dev'] };

export const SlowAnswerThenRetry: Story = { ...slowAnswerThenRetry(...recovery), tags: ['!dev'] };

export const MalformedAnswer: Story = { ...malformedAnswer('SUPERADMIN', automations), tags: ['!dev'] };

export const CreatesACronAutomation: Story = {
  tags: ['!dev'],
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
  tags: ['!dev'],
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

export const ToggleDuplicateAndSchedule: Story = {
  tags: ['!dev'],
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
    await expect(schedule.getAllByRole('rowheader')[0]).toHaveTextContent('2026-06-15 10:00');
  },
};

export const ManualLaunch: Story = {
  tags: ['!dev'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'Cycling parents');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Manual Launch Cycling parents newsletter' }),
    );
    const editor = within(await screen.findByRole('dialog', { name: 'Launch Cycling parents newsletter' }));
    await userEvent.type(editor.getByRole('spinbutton', { name: 'Limit rows' }), '3');
    await userEvent.click(editor.getByRole('button', { name: 'Launch' }));
    await expect(await toast("You've triggered automation")).toBeVisible();
    await expect(await editor.findByText('Processed', {}, settled)).toBeVisible();
  },
};

/** An automation's stats open and close, then the Automation Jobs dialog opens (a test). */
export const StatsAndJobs: Story = {
  tags: ['!dev'],
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
  tags: ['!dev'],
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
  tags: ['!dev'],
};
export const ClosingWithChangesAsksFirst: Story = { ...leavingAsksFirst(automationEditor), tags: ['!dev'] };
export const EscapeWithChangesAsksFirst: Story = {
  ...leavingAsksFirst({
    ...automationEditor,
    leave: leaveByEscape,
  }),
  tags: ['!dev'],
};
export const DoubleClickSavesOnce: Story = { ...doubleClickSavesOnce(automationEditor), tags: ['!dev'] };
export const ExpiredSessionKeepsTheDraft: Story = {
  ...expiredSessionKeepsTheDraft(automationEditor),
  tags: ['!dev'],
};
