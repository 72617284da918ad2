import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDb } from '@stride/mocks';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { pageModes, settled } from '../../storybook/console-stories';
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
  title: 'Pages/Automations/Detailed log',
  ...pageMeta,
  // Opening the automation shows the list, which counts next runs from now.
  beforeEach: atTheStoryMoment(pageMeta.beforeEach),
  args: { path: '/members/automations/detailed_logs/1', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const detailed = '*/api/admin/automations/detailedLogs/:a/:b';
/** The automation whose detailed log the stories open. */
const first = () => demoDb.automations.find((row) => row.id === 1)!;

// The log names its automation, and links to it by name.
// Rules: automations.logs.names-not-ids, automations.routes.detailed-log, automations.detailed-log.columns, automations.detailed-log.paged
export const SuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(
      await canvas.findByRole('table', { name: `Detailed log of ${first().name}` }, settled),
    );
    const rows = demoDb.detailedLogs.filter((log) => log.automation_id === 1);
    await expect(
      await canvas.findByText(`Page 1 of ${Math.max(1, Math.ceil(rows.length / 20))}`, {}, settled),
    ).toBeVisible();
    await expect(table.getAllByRole('row').length).toBeGreaterThan(1);
    await expect(
      table.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[↕▲▼]/g, '').trim()),
    ).toEqual(['Id', 'Automation id', 'User id', 'School id', 'Event trigger', 'Created']);
    await expect(canvas.getByRole('link', { name: 'Back to automations' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Open ${first().name}` })).toBeVisible();
  },
};

/** The automation itself is a link away: its editor opens on the list (a test). */
export const OpensTheAutomation: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async (context) => {
    await SuperAdmin.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: `Open ${first().name}` }));
    await expect(
      await within(document.body).findByRole('dialog', { name: `Edit ${first().name}` }, settled),
    ).toBeVisible();
  },
};

/** The page while the log is still loading. */
export const Loading: Story = stillLoading('SUPERADMIN', detailed, (canvas) =>
  canvas.findByRole('table', { name: `Detailed log of ${first().name}`, busy: true }, settled),
);

/** The log could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', detailed);

/** The automation has not run yet. */
export const Empty: Story = emptyAnswer(
  'SUPERADMIN',
  detailed,
  { logs: [], total: 0, per_page: 20 },
  (canvas) => canvas.findByText('No rows yet.', {}, settled),
);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  detailed,
  async (canvas) =>
    expect(
      await canvas.findByRole('table', { name: `Detailed log of ${first().name}` }, settled),
    ).toBeVisible(),
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
  ...malformedAnswer('SUPERADMIN', detailed),
  tags: ['!dev', '!autodocs'],
};

// An address whose id is not a number says so in words, with the ways back (no 'NaN').
// Rules: automations.detailed-log.invalid-id
export const NotAnAutomationId: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  args: { path: '/members/automations/detailed_logs/abc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No such automation', {}, settled)).toBeVisible();
    await expect(canvas.getByText(/'abc' is not an automation's number/)).toBeVisible();
    await expect(canvas.queryByText(/NaN/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to automations' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Automation logs' }));
    await expect(await canvas.findByRole('table', { name: 'Automation logs' }, settled)).toBeVisible();
  },
};
