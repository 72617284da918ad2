import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { asRole, settled } from '../../storybook/console-stories';
import { historyStates } from '../../storybook/action-stories';
import {
  cancelGoesTo,
  malformedAnswer,
  notAvailableTo,
  pageMeta,
  serverErrorShown,
  serverErrorThenRetry,
  stillLoading,
} from '../../storybook/page-stories';

const meta = {
  title: 'Pages/Actions/CSV snapshot',
  ...pageMeta,
  args: { path: '/members/actions/csv_snapshot', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const filesPath = '*/api/admin/actions/csvSnapshots';
const historyPath = '*/api/admin/administration/actionsHistory';

/** The page as it opens, untouched. */
export const Default: Story = { ...asRole('SUPERADMIN') };

/** Types a table name, presses Generate and answers Yes to 'Are you sure you want to proceed?'. */
async function generate(canvasElement: HTMLElement, table: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Table name' }, settled), table);
  await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
  const question = within(await screen.findByRole('alertdialog'));
  await expect(question.getByText('Are you sure you want to proceed?')).toBeVisible();
  await userEvent.click(question.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), settled);
  return canvas;
}

/** Generate a snapshot, pick it and receive its link ('Csv file downloaded'). */
// Rules: csv-snapshot.generate.table-name, csv-snapshot.generate.confirm, csv-snapshot.download.link, csv-snapshot.messages.generated, csv-snapshot.messages.downloaded
export const GenerateAndDownload: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = await generate(canvasElement, 'councils');
    await expect(await screen.findByText('Finished', {}, settled)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Table name' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Generated file' }));
    await userEvent.click(await screen.findByRole('option', { name: /^councils_.*\.csv/ }, settled));
    await userEvent.click(canvas.getByRole('button', { name: 'Get download link' }));
    await expect(await screen.findByText('Csv file downloaded', {}, settled)).toBeVisible();
    const link = await canvas.findByRole('link', { name: /^Download councils_.*\.csv$/ });
    await expect(link.getAttribute('href')).toMatch(
      /^data:text\/csv;charset=utf-8,%EF%BB%BF%22id%22%2C%22name%22/,
    );
  },
};

/** A protected table: HTTP 403 and its own message; the name stays for another try. */
// Rules: csv-snapshot.messages.not-authorized
export const NotAuthorized: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = await generate(canvasElement, 'accounts');
    await expect(
      await screen.findByText('You are not authorized to generate this CSV Snapshot', {}, settled),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Table name' })).toHaveValue('accounts');
  },
};

/** A table the server cannot copy: 'CSV Snapshot generation failed'. */
// Rules: csv-snapshot.messages.failed
export const GenerationFails: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    await generate(canvasElement, 'no_such_table');
    await expect(await screen.findByText('CSV Snapshot generation failed', {}, settled)).toBeVisible();
  },
};

/**
 * The History lists the past runs of csv_snapshot, newest first; a run just made joins it at the top
 * without a reload.
 */
// Rules: csv-snapshot.history.past-runs, csv-snapshot.history.new-run-shows
export const HistoryOfRuns: Story = {
  tags: ['!dev', '!autodocs'],
  globals: { role: 'SUPERADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'History' }, settled)).toBeVisible();
    const history = await canvas.findByRole('table', { name: 'Actions history' }, settled);
    // Each run's time reads beside now; its exact time is the description.
    const dates = () =>
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) => {
          const cell = within(row).getAllByRole('cell').at(-1)!;
          return within(cell).getByText(cell.textContent ?? '');
        });
    await waitFor(() => expect(dates()).toHaveLength(2), settled);
    const [newest, older] = dates();
    await expect(newest).toHaveAccessibleDescription(/^2026-06-10/);
    await expect(older).toHaveAccessibleDescription(/^2026-06-01/);
    await expect(within(history).getAllByRole('cell', { name: 'CSV Snapshot' })).toHaveLength(2);
    await generate(canvasElement, 'councils');
    await expect(await screen.findByText('Finished', {}, settled)).toBeVisible();
    await waitFor(() => expect(dates()).toHaveLength(3), settled);
    // The new run comes first, the one that was newest second.
    await expect(dates()[1]).toHaveAccessibleDescription(/^2026-06-10/);
    await expect(within(history).getAllByRole('cell', { name: 'CSV Snapshot' })).toHaveLength(3);
  },
};

/** No run yet: the History says so. */
// Rules: csv-snapshot.history.states
export const HistoryEmpty: Story = historyStates.Empty;

// Rules: csv-snapshot.history.states
export const HistoryFailsThenRetry = {
  ...serverErrorThenRetry('SUPERADMIN', historyPath, async (canvas) => {
    await expect(await canvas.findByRole('table', { name: 'Actions history' }, settled)).toBeVisible();
  }),
  tags: ['!dev', '!autodocs'],
};

// Rules: csv-snapshot.history.states
export const HistoryLoading = {
  ...stillLoading('SUPERADMIN', historyPath, async (canvas) => {
    const history = await canvas.findByRole('table', { name: 'Actions history' }, settled);
    await expect(history).toHaveAttribute('aria-busy', 'true');
    return history;
  }),
  tags: ['!dev', '!autodocs'],
};

/** Cancel goes back to the actions list. */
// Rules: actions.run.cancel
export const CancelGoesBack = { ...cancelGoesTo('SUPERADMIN', 'Actions'), tags: ['!dev', '!autodocs'] };

export const LoadFailsThenRetry = {
  ...serverErrorThenRetry('SUPERADMIN', filesPath, async (canvas) => {
    await expect(await canvas.findByRole('combobox', { name: 'Generated file' }, settled)).toBeVisible();
  }),
  tags: ['!dev', '!autodocs'],
};

export const MalformedAnswer = { ...malformedAnswer('SUPERADMIN', filesPath), tags: ['!dev', '!autodocs'] };

export const Loading = stillLoading('SUPERADMIN', filesPath, (canvas) =>
  canvas.findByText('Loading the generated files', {}, settled),
);

/** The generated files could not be loaded: the page offers Retry. */
export const ServerError = serverErrorShown('SUPERADMIN', filesPath);

// Rules: actions.access.super-admin-only
export const SchoolAdmin = { ...notAvailableTo('SCHOOL_ADMIN'), tags: ['!dev', '!autodocs'] };
