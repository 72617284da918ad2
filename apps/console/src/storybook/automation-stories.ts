import { demoDb } from '@stride/mocks';
import { screen, userEvent, within } from 'storybook/test';
import { settled } from './console-stories';

/** What the automations page's stories share (they are split by workflow, one title). */

/** An automation of the demo dataset the stories edit. */
export const weeklyTips = 'Weekly travel tips for parents';

/** The Automations table, once it is there. */
export const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Automations' }, settled));

/** Picks `optionName` in the open dialog's select labelled `label`. */
export const choose = async (label: string | RegExp, optionName: string) => {
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: optionName }));
};

/** The toast saying `text`. */
export const toast = (text: string) => screen.findByText(text, {}, settled);

/** The table shows about twelve rows at a time; searching brings a row into view. */
export const search = async (canvasElement: HTMLElement, text: string) => {
  const rows = await table(canvasElement);
  // The whole list first, as a person sees it before searching (its columns are measured from the rows
  // shown): otherwise the picture would depend on whether the answer or the typing came first.
  const first = [...demoDb.automations].sort((a, b) => a.name.localeCompare(b.name))[0]!;
  await rows.findByRole('button', { name: `Edit ${first.name}` }, settled);
  const box = within(canvasElement).getByRole('searchbox', { name: 'Search' });
  await userEvent.clear(box);
  await userEvent.type(box, text);
};
