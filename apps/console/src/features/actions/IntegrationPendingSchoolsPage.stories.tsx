import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { confirmedRun, failedRun, historyStates } from '../../storybook/action-stories';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { asRole, settled } from '../../storybook/console-stories';
import { malformedAnswer, notAvailableTo, pageMeta } from '../../storybook/page-stories';
import { failureMessages } from '../../app/load-error';

const meta = {
  title: 'Pages/Actions/Integration: pending schools',
  ...pageMeta,
  args: { path: '/members/actions/integration_pending_schools', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens, untouched. */
export const Default: Story = { ...asRole('SUPERADMIN') };

/** The page while its history is still loading. */
export const Loading: Story = historyStates.Loading;

/** The history could not be loaded: it offers Retry. */
export const ServerError: Story = historyStates.ServerError;

/** No action has run yet: the history says so. */
export const Empty: Story = historyStates.Empty;

const pendingPath = '*/api/admin/actions/integrationPendingSchools';

/** The run lists the MIS schools still waiting for their token. */
// Rules: actions.messages.finished
export const ConfirmAndSucceed: Story = {
  ...confirmedRun(
    async () => {},
    'Finished',
    'integration_pending_schools',
    async (canvas) => {
      const table = await canvas.findByRole('table', { name: 'Pending schools' }, settled);
      await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    },
  ),
  tags: ['!dev', '!autodocs'],
};

export const ServerFails: Story = {
  ...failedRun(
    async () => {},
    failureMessages.serverProblem,
    async (canvas) => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled(),
    pendingPath,
  ),
  tags: ['!dev', '!autodocs'],
};

/** The answer has the wrong shape: the failure is shown, never a blank page. */
export const MalformedAnswer: Story = {
  ...failedRun(
    async () => {},
    /.+/,
    async (canvas) => expect(canvas.queryByRole('table', { name: 'Pending schools' })).toBeNull(),
  ),
  tags: ['!dev', '!autodocs'],
  beforeEach: malformedAnswer('SUPERADMIN', pendingPath).beforeEach,
};

export const SchoolAdmin: Story = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
