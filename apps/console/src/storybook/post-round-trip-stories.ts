import type { Role } from '@stride/domain';
import { demoDb } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { settled } from './console-stories';
import type { PageStory } from './page-stories';
import { chooseOption, reloadAndWait } from './round-trip-stories';

/** What the post editor's round trips share (PostEditRoundTrips.stories.tsx): the form, the board, the steps. */

type Canvas = ReturnType<typeof within>;

export const yearName = (level: number) => demoDb.schoolYears.find((year) => year.level === level)!.name;
export const editor = (canvas: Canvas) => canvas.findByRole('form', { name: 'Post' }, settled);
export const boardOf = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: 'Notice board' }, settled));
/** The card whose title is `title` (its heading's article). */
export const boardCard = async (canvas: Canvas, title: string) =>
  (await (await boardOf(canvas)).findByRole('heading', { name: title }, settled)).closest('article')!;
const goneFromTheBoard = async (canvas: Canvas, title: string) => {
  const board = await boardOf(canvas);
  await waitFor(() => expect(board.getAllByRole('article').length).toBeGreaterThan(0), settled);
  await waitFor(() => expect(board.queryByRole('heading', { name: title })).toBeNull(), settled);
};
/** Replaces the rich-text message as the browser does (select all, then insertText). */
export async function replaceMessage(form: Canvas, text: string) {
  const message = form.getByRole('textbox', { name: /^(Message|Description)$/ });
  await userEvent.click(message);
  document.execCommand('selectAll');
  document.execCommand('insertText', false, text);
  await waitFor(() => expect(message).toHaveTextContent(text));
}
export const choose = (form: Canvas, label: string, option: string) =>
  chooseOption(form.getByRole('combobox', { name: label }), option);
/** Sends, lands on the board at its top and finds the card there without a Refresh. */
export async function sendAndFind(canvas: Canvas, form: Canvas, title: string) {
  window.scrollTo(0, document.body.scrollHeight);
  await userEvent.click(form.getByRole('button', { name: 'Send' }));
  const card = await boardCard(canvas, title);
  await waitFor(() => expect(window.scrollY).toBe(0));
  return card;
}
/** Opens a new post from the board's New post. */
async function newPost(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('link', { name: 'New post' }, settled));
  return within(await editor(canvas));
}
/** Reloads the console, then opens the post with this title from the board. */
export async function reopen(canvasElement: HTMLElement, title: string) {
  await reloadAndWait(canvasElement);
  return openForEdit(within(canvasElement), title);
}
async function openForEdit(canvas: Canvas, title: string) {
  const card = await boardCard(canvas, title);
  await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
  return within(await editor(canvas));
}
export async function deleteFromTheBoard(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await userEvent.click(
    within(await canvas.findByRole('navigation', { name: 'Main menu' })).getByRole('link', {
      name: 'Notice Board',
    }),
  );
  const card = await boardCard(canvas, title);
  await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
  await userEvent.click(
    within(
      await screen.findByRole('alertdialog', { name: 'Remove this post from the School Notice Board?' }),
    ).getByRole('button', { name: 'Yes' }),
  );
  await expect(await screen.findByText('Delete completed', {}, settled)).toBeVisible();
  await goneFromTheBoard(canvas, title);
  await reloadAndWait(canvasElement);
  await goneFromTheBoard(canvas, title);
}
/** The poll's answers as typed. */
export const answersOf = (form: Canvas) =>
  form
    .getAllByRole('textbox', { name: /^Answer \d$/ })
    .map((answer: HTMLElement) => (answer as HTMLInputElement).value);
export const checked = (form: Canvas, name: string) => form.getByRole('checkbox', { name });

/** A round trip as `role`, from the board's New post (it ends on the board: tested, not pictured). */
export const roundTrip = (
  role: Role,
  play: (canvasElement: HTMLElement, form: Canvas) => Promise<void>,
): PageStory => ({
  tags: ['no-visual', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { role },
  args: { path: '/members/noticeboard' },
  play: async ({ canvasElement }) => play(canvasElement, await newPost(within(canvasElement))),
});

/** Picks an entry of the super admin's school selector under its heading (GROUPS ONLY, COUNCILS ONLY). */
export async function pickAudience(form: Canvas, heading: string, name: string) {
  await userEvent.click(form.getByRole('combobox', { name: 'Schools' }));
  const group = within(within(await form.findByRole('listbox')).getByRole('group', { name: heading }));
  await userEvent.click(group.getByRole('option', { name }));
  await userEvent.keyboard('{Escape}');
}
export const audienceChips = (form: Canvas) => form.getByRole('list', { name: 'Selected schools' });
