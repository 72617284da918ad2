import { actionTitles, type ActionKey } from '@stride/domain';
import { serverError } from '@stride/mocks';
import type { SetupWorker } from 'msw/browser';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectTechnicalDetail } from './alert-stories';
import { settled } from './console-stories';
import { emptyAnswer, serverErrorShown, stillLoading, type PageStory } from './page-stories';

export type Canvas = ReturnType<typeof within>;

/** The path pattern of the actions history call, for faults. */
export const actionsHistoryPattern = '*/api/admin/administration/actionsHistory';

/** The history an action page lists under its form. */
const historyTable = { name: 'Actions history' } as const;

/**
 * An action page's showcases of its history's server states: still loading, failed with Retry, and
 * empty (no run yet). The form above it is the same in each.
 */
export const historyStates = {
  Loading: stillLoading('SUPERADMIN', actionsHistoryPattern, (canvas) =>
    canvas.findByRole('table', { ...historyTable, busy: true }, settled),
  ),
  ServerError: serverErrorShown('SUPERADMIN', actionsHistoryPattern),
  Empty: emptyAnswer('SUPERADMIN', actionsHistoryPattern, [], (canvas) =>
    canvas.findByText('No actions yet', {}, settled),
  ),
} satisfies Record<string, PageStory>;

/** Waits for an action page's form, as the super admin sees it. */
const actionForm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: 'Submit' }, settled);
  await canvas.findByRole('table', historyTable, settled);
  return canvas;
};

/** Picks `option` in the select labelled `label` (a school, a year, a mode). */
export async function pick(canvas: Canvas, label: string | RegExp, option: string) {
  const trigger = canvas.getByRole('combobox', { name: label });
  await waitFor(() => expect(trigger).not.toHaveTextContent('Loading…'), settled);
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }, settled));
}

/** Submit, then Yes to 'Are you sure you want to proceed?'. */
async function submitAndConfirm(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  const question = await screen.findByRole('alertdialog', { name: 'Are you sure you want to proceed?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
}

type Fill = (canvas: Canvas) => Promise<void>;

/**
 * Fills the form, confirms, and sees `notice`; the form is empty again and the history shows the
 * run, named by the action's title. `changed` then checks the demo dataset.
 */
export function confirmedRun(
  fill: Fill,
  notice: string | RegExp,
  action: ActionKey,
  changed?: (canvas: Canvas) => Promise<unknown> | void,
): PageStory {
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role: 'SUPERADMIN' },
    play: async ({ canvasElement }) => {
      const canvas = await actionForm(canvasElement);
      const history = canvas.getByRole('table', { name: 'Actions history' });
      // Rows are virtualised: the table's row count, not the rows drawn, says how many runs there are.
      const rowCount = () => Number(history.getAttribute('aria-rowcount') ?? 1);
      const runsBefore = rowCount();
      await fill(canvas);
      await submitAndConfirm(canvas);
      await expect(await canvas.findByText(notice, {}, settled)).toBeVisible();
      await waitFor(() => expect(rowCount()).toBeGreaterThan(runsBefore), settled);
      await expect(within(history).getAllByRole('cell', { name: actionTitles[action] })[0]).toBeVisible();
      await changed?.(canvas);
    },
  };
}

/** Fills the form and says No: nothing runs, what was typed stays. */
export function declinedRun(fill: Fill, unchanged: () => Promise<unknown> | void): PageStory {
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role: 'SUPERADMIN' },
    play: async ({ canvasElement }) => {
      const canvas = await actionForm(canvasElement);
      await fill(canvas);
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No' }),
      );
      await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await unchanged();
    },
  };
}

/**
 * The action's call fails (`endpoint` answers 500 once, or the form names something the server
 * does not know): the failure shows as an alert, and `kept` finds what was typed still there.
 */
export function failedRun(fill: Fill, message: string | RegExp, kept: Fill, endpoint?: string): PageStory {
  return {
    tags: ['!dev', '!autodocs'],
    globals: { role: 'SUPERADMIN' },
    beforeEach: ({ msw }: { msw: SetupWorker }) => {
      if (endpoint) msw.use(...serverError(endpoint, { once: true }));
    },
    play: async ({ canvasElement }) => {
      const canvas = await actionForm(canvasElement);
      await fill(canvas);
      await submitAndConfirm(canvas);
      const alert = await canvas.findByRole('alert', {}, settled);
      await expect(alert).toHaveTextContent(message);
      // The fault's own words ('Server Error') wait behind the disclosure, not in the message.
      if (endpoint) await expectTechnicalDetail(alert, /Server Error/);
      await kept(canvas);
    },
  };
}

/** Picks schools in the Schools multi-select, then closes its list. */
export async function pickSchools(canvas: Canvas, names: readonly string[]) {
  const input = canvas.getByRole('combobox', { name: 'Schools' });
  await waitFor(() => expect(input).toBeEnabled(), settled);
  await userEvent.click(input);
  for (const name of names) await userEvent.click(await canvas.findByRole('option', { name }, settled));
  await userEvent.keyboard('{Escape}');
}
