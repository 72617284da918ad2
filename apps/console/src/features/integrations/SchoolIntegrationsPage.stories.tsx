import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type ConsoleAt, reloadConsole } from '../../storybook/ConsoleAt';
import { pageModes, settled } from '../../storybook/console-stories';
import {
  emptyAnswer,
  type FaultRecovery,
  malformedAnswer,
  networkFailureThenRetry,
  notAvailableTo,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  slowAnswerThenRetry,
  stillLoading,
} from '../../storybook/page-stories';
import {
  expiredIntegration,
  healthyIntegration,
  integrationsTable,
} from '../../storybook/integration-stories';

/** The linked schools, syncing one, and the list's server states (its dialogs have their own title). */
const meta = {
  title: 'Pages/School integrations',
  ...pageMeta,
  args: { path: '/members/school_integrations', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const listSchools = '*/api/admin/mis_integration/listSchools';

// Rules: integrations.page.table, integrations.page.buttons
export const SuperAdmin: Story = {
  parameters: { chromatic: { modes: pageModes } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await integrationsTable(canvas);
    await expect(await rows.findByText(healthyIntegration().provider_school_id, {}, settled)).toBeVisible();
    for (const name of ['Logs', 'Test Email', 'Add new School', 'Add new test User'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};

// Rules: integrations.sync.done
export const SyncASchool: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const rows = await integrationsTable(within(canvasElement));
    await userEvent.click(
      await rows.findByRole('button', { name: `Sync ${healthyIntegration().name}` }, settled),
    );
    await expect(await screen.findByText('School has been synced.', {}, settled)).toBeVisible();
    // The row shows the server's new sync time (page stories stop the demo clock) at once, and after a reload.
    // It reads 'now' beside the console's clock, the exact time its description (the list is found anew:
    // it is drawn again with the server's answer).
    const syncedNow = () =>
      within(
        within(within(canvasElement).getByRole('table', { name: 'School integrations' })).getByRole('row', {
          name: new RegExp(healthyIntegration().provider_school_id),
        }),
      ).getByText('now');
    await waitFor(() => expect(syncedNow()).toHaveAccessibleDescription('2026-11-24 10:00'), settled);
    reloadConsole();
    await integrationsTable(within(canvasElement));
    await waitFor(() => expect(syncedNow()).toHaveAccessibleDescription('2026-11-24 10:00'), settled);
  },
};

// Rules: integrations.sync.failed
export const SyncFails: Story = {
  globals: { role: 'SUPERADMIN' },
  tags: ['!dev'],
  play: async ({ canvasElement }) => {
    const rows = await integrationsTable(within(canvasElement));
    await userEvent.click(
      await rows.findByRole('button', { name: `Sync ${expiredIntegration().name}` }, settled),
    );
    await expect(await screen.findByText('Something went wrong', {}, settled)).toBeVisible();
    await expect(screen.getByText('Syncing failed.')).toBeVisible();
  },
};

// Rules: integrations.page.super-admin-only
export const CouncilAdminMayNotOpenIt: Story = {
  ...notAvailableTo('COUNCIL_ADMIN'),
  tags: ['!dev', '!autodocs'],
};

export const Loading: Story = stillLoading('SUPERADMIN', listSchools, (canvas) =>
  canvas.findByRole('table', { name: 'School integrations', busy: true }, settled),
);

/** The integrations could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', listSchools);

/** No school linked yet. */
export const Empty: Story = emptyAnswer('SUPERADMIN', listSchools, { schools: [] }, (canvas) =>
  canvas.findByText('No schools are linked yet', {}, settled),
);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  listSchools,
  async (canvas) =>
    expect(
      await (
        await integrationsTable(canvas)
      ).findByText(healthyIntegration().provider_school_id, {}, settled),
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
  ...malformedAnswer('SUPERADMIN', listSchools),
  tags: ['!dev', '!autodocs'],
};
