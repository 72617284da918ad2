import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { settled } from './console-stories';

/** The automations list's call, for the list's faults and the editor's saves. */
export const automationsPath = '*/api/admin/automations';

/** An automation of the demo dataset the stories edit. */
export const weeklyTips = 'Weekly travel tips for parents';

/** The Automations table, once it is there. */
export const automationsTable = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Automations' }, settled));

/** Picks `optionName` in the open dialog's select labelled `label`. */
export const chooseInDialog = async (label: string | RegExp, optionName: string) => {
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: optionName }));
};

/** The toast saying `text`. */
export const toastSaying = (text: string) => screen.findByText(text, {}, settled);

/** The table shows about twelve rows at a time; searching brings a row into view. */
export const searchAutomations = async (canvasElement: HTMLElement, text: string) => {
  const rows = await automationsTable(canvasElement);
  // The whole list first, as a person sees it before searching (its columns are measured from the rows
  // shown): otherwise the picture would depend on whether the answer or the typing came first. A search
  // from before a reload is still there (the list keeps it): it is cleared first.
  const box = within(canvasElement).getByRole('searchbox', { name: 'Search' });
  await userEvent.clear(box);
  const first = [...demoDb.automations].sort((a, b) => a.name.localeCompare(b.name))[0]!;
  await rows.findByRole('button', { name: `Edit ${first.name}` }, settled);
  await userEvent.type(box, text);
  // The box holds every key typed, whenever the address takes them.
  await expect(box).toHaveValue(text);
  // The list shows only what matches (or, with no row, says nothing does) once it has drawn the search's
  // answer.
  await waitFor(() => {
    const shown = rows.getAllByRole('row').slice(1);
    if (shown.length === 0) expect(within(canvasElement).getByText('No automations match.')).toBeVisible();
    for (const row of shown) expect(row.textContent?.toLowerCase()).toContain(text.toLowerCase());
  }, settled);
};
