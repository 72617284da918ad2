import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageModes, settled } from '../../storybook/console-stories';
import { reloadAndWait } from '../../storybook/round-trip-stories';
import {
  emptyAnswer,
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
  stillLoading,
} from '../../storybook/page-stories';
import { atTheStoryMoment } from '../../storybook/demo-clock';

const meta = {
  title: 'Pages/Automations/Automation logs',
  ...pageMeta,
  // The automation list counts next runs from now: the browser's clock stands at the demo backend's.
  beforeEach: atTheStoryMoment(pageMeta.beforeEach),
  args: { path: '/members/automations/logs', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const logs = '*/api/admin/automations/logs/:a/:page';

// Rules: automations.routes.logs, automations.logs.columns, automations.routes.back-to-list
export const SuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 1 of 13', {}, settled)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Automation logs' })).toBeVisible();
    await expect(
      within(canvas.getByRole('table', { name: 'Automation logs' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↕▲▼]/g, '').trim()),
    ).toEqual(['Automation', 'Automation type', 'Content type', 'User type', 'Created', 'Updated', 'Action']);
    await expect(canvas.getAllByRole('link', { name: /^View detailed log of / }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Back to automations' })).toHaveAttribute(
      'href',
      '/members/automations',
    );
  },
};

/** The automation whose logs the stories filter. */
const weeklyTips = 'Weekly travel tips for parents';

/** The automation cells (the rows' headers) of the logs table. */
const automationCells = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: 'Automation logs' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The pager, the automation filter, a detailed log and the way back to the automations (a test). */
// Rules: automations.logs.names-not-ids, automations.logs.filter-in-the-address, automations.logs.paged, automations.logs.view-detailed, automations.routes.back-to-list
export const PageFilterAndOpenALog: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async (context) => {
    await SuperAdmin.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 13', {}, settled)).toBeVisible();
    // The count above the list speaks of the whole list, as the pager does.
    await expect(await canvas.findByText(/^Showing 21–40 of \d+$/, {}, settled)).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Automation' }));
    await userEvent.click(await screen.findByRole('option', { name: weeklyTips }));
    await expect(await canvas.findByText(/^Page 1 of \d+$/, {}, settled)).toBeVisible();
    await waitFor(
      () => expect(automationCells(canvas).every((name) => name === weeklyTips)).toBe(true),
      settled,
    );
    // The filter is in the address: a reload (as Back from a detailed log) keeps it.
    await reloadAndWait(context.canvasElement);
    await canvas.findByRole('combobox', { name: 'Automation' }, settled);
    await waitFor(
      () => expect(canvas.getByRole('combobox', { name: 'Automation' })).toHaveTextContent(weeklyTips),
      settled,
    );
    await waitFor(
      () => expect(automationCells(canvas).every((name) => name === weeklyTips)).toBe(true),
      settled,
    );
    const table = within(canvas.getByRole('table', { name: 'Automation logs' }));
    await userEvent.click(table.getAllByRole('link', { name: `View detailed log of ${weeklyTips}` })[0]!);
    await expect(
      await canvas.findByRole('table', { name: `Detailed log of ${weeklyTips}` }, settled),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to automations' }));
    await expect(await canvas.findByRole('table', { name: 'Automations' }, settled)).toBeVisible();
  },
};

/** A page's rows are newest first, and name their automation (no bare ids). */
// Rules: automations.logs.newest-first, automations.logs.names-not-ids
export const NewestFirstByName: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async (context) => {
    await SuperAdmin.play?.(context);
    const canvas = within(context.canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Automation logs' }));
    const created = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]!.textContent ?? '');
    await expect(created).toEqual([...created].sort().reverse());
    await expect(automationCells(canvas).every((name) => !/^\d+$/.test(name ?? ''))).toBe(true);
  },
};

export const SchoolAdminMayNotOpenIt: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/not available for your role/, {}, settled),
    ).toBeVisible();
  },
};

/** The page while the logs are still loading. */
export const Loading: Story = stillLoading('SUPERADMIN', logs, (canvas) =>
  canvas.findByRole('table', { name: 'Automation logs', busy: true }, settled),
);

/** The logs could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', logs);

/** No automation has run yet. */
export const Empty: Story = emptyAnswer('SUPERADMIN', logs, { logs: [], total: 0, per_page: 20 }, (canvas) =>
  canvas.findByText('No logs yet.', {}, settled),
);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  logs,
  async (canvas) =>
    expect(await canvas.findByRole('table', { name: 'Automation logs' }, settled)).toBeVisible(),
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

export const MalformedAnswer: Story = { ...malformedAnswer('SUPERADMIN', logs), tags: ['!dev', '!autodocs'] };
