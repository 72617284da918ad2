import type { Meta, StoryObj } from '@storybook/react-vite';
import { proceedQuestion } from '@stride/domain';
import { findNotice } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { reloadConsole, type ConsoleAt } from '../../storybook/ConsoleAt';
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
  stillLoading,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Actions/Verify notices',
  ...pageMeta,
  args: { path: '/members/actions/verify_notices', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens, untouched. */
export const Default: Story = { ...asRole('SUPERADMIN') };

const pendingPath = '*/api/admin/notification/showPendingNotices';

const pendingTable = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Pending notices' }, { timeout: 20_000 });

/** Answers 'Are you sure you want to proceed?' and waits until it has closed (while open, the table is hidden). */
async function proceed(button: 'Yes' | 'No') {
  const question = await screen.findByRole('alertdialog', { name: proceedQuestion });
  await userEvent.click(within(question).getByRole('button', { name: button }));
  await waitFor(() => expect(question).not.toBeInTheDocument(), settled);
}

/** Every action asks to proceed first (docs/product/notices.md) and the History lists the runs. */
// Rules: actions.verify-notices.table, actions.messages.notice-verified, actions.run.history
export const VerifyAndRemove: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = await pendingTable(canvasElement);
    const table = within(shown);
    const history = () => within(canvas.getByRole('table', { name: 'Actions history' }));
    await expect(history().queryByText('Verify Notices')).toBeNull();
    const [first, second] = table.getAllByRole('rowheader').map((cell) => Number(cell.textContent));
    await userEvent.click(table.getByRole('button', { name: `Verify notice ${first}` }));
    await proceed('No');
    await expect(findNotice(first!)?.status).toBe(12);
    await userEvent.click(table.getByRole('button', { name: `Verify notice ${first}` }));
    await proceed('Yes');
    await expect(await screen.findByText('Notice has been verified or removed', {}, settled)).toBeVisible();
    await waitFor(() => expect(table.queryByRole('rowheader', { name: String(first) })).toBeNull(), settled);
    await expect(findNotice(first!)?.status).toBe(1);
    // Removing asks the same: No keeps the notice.
    await userEvent.click(table.getByRole('button', { name: `Remove notice ${second}` }));
    await proceed('No');
    await expect(findNotice(second!)).toBeDefined();
    await expect(table.getByRole('rowheader', { name: String(second) })).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: `Remove notice ${second}` }));
    await proceed('Yes');
    await waitFor(() => expect(table.queryByRole('rowheader', { name: String(second) })).toBeNull(), settled);
    await expect(findNotice(second!)).toBeUndefined();
    // Both runs are in the History at once.
    await waitFor(() => expect(history().getAllByText('Verify Notices')).toHaveLength(2), settled);
    // After a reload the list is the server's: neither notice waits any more; the History stays.
    reloadConsole();
    await waitFor(() => expect(shown.isConnected).toBe(false), settled);
    const reloaded = within(await pendingTable(canvasElement));
    await expect(reloaded.queryByRole('rowheader', { name: String(first) })).toBeNull();
    await expect(reloaded.queryByRole('rowheader', { name: String(second) })).toBeNull();
    await waitFor(() => expect(history().getAllByText('Verify Notices')).toHaveLength(2), settled);
  },
};

/** Cancel goes back to the actions, running nothing. */
// Rules: actions.run.cancel
export const CancelGoesBack: Story = {
  // A test: it ends on the actions list, pictured in its own stories; it asserts nothing ran.
  tags: ['no-visual', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pendingTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('navigation', { name: 'Actions' }, settled)).toBeVisible();
  },
};

/** The page while the pending notices are still loading. */
export const Loading: Story = stillLoading('SUPERADMIN', pendingPath, (canvas) =>
  canvas.findByText('Loading pending notices', {}, settled),
);

/** The pending notices could not be loaded: the page offers Retry. */
export const ServerError: Story = serverErrorShown('SUPERADMIN', pendingPath);

/** No notice waits for approval. */
export const Empty: Story = emptyAnswer('SUPERADMIN', pendingPath, { notices: [] }, (canvas) =>
  canvas.findByText('No pending notices', {}, settled),
);

const recovery: FaultRecovery = [
  'SUPERADMIN',
  pendingPath,
  async (canvas) => {
    await expect(
      await canvas.findByRole('table', { name: 'Pending notices' }, { timeout: 20_000 }),
    ).toBeVisible();
  },
];

export const LoadFailsThenRetry = { ...serverErrorThenRetry(...recovery), tags: ['!dev', '!autodocs'] };

export const NetworkFailureThenRetry = {
  ...networkFailureThenRetry(...recovery),
  tags: ['!dev', '!autodocs'],
};

export const SlowAnswerThenRetry = { ...slowAnswerThenRetry(...recovery), tags: ['!dev', '!autodocs'] };

export const MalformedAnswer = { ...malformedAnswer('SUPERADMIN', pendingPath), tags: ['!dev', '!autodocs'] };
