import type { PostForm } from '@stride/domain';
import { expect, type fn, userEvent, waitFor, within } from 'storybook/test';

/** Steps the PostEditor stories share. */

type Canvas = ReturnType<typeof within>;

/** The rich-text message. */
export const message = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Message' });

/**
 * Types into the rich-text message as the browser does (an insertText input): user-event's
 * synthetic key events race ProseMirror's own input handling and drop letters.
 */
export async function typeMessage(canvas: Canvas, text: string) {
  await userEvent.click(message(canvas));
  document.execCommand('insertText', false, text);
  await waitFor(() => expect(message(canvas)).toHaveTextContent(text));
}

/** The form the editor last reported through `onValueChange`. */
export const lastForm = (args: { onValueChange?: unknown }) =>
  (args.onValueChange as ReturnType<typeof fn>).mock.lastCall?.[0] as PostForm;

/** The field says what it lacks: 'Please fill in all required fields'. */
export const expectRequired = (field: HTMLElement) =>
  expect(field).toHaveAccessibleDescription('Please fill in all required fields');

/** The files attached so far, as the list shows them. */
export const attachedFiles = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem');

/** A poll starts with two answers, takes up to six, and each answer added can be removed again. */
export async function expectTwoToSixAnswers(canvas: Canvas) {
  await expect(canvas.queryByRole('button', { name: /Remove answer/ })).toBeNull();
  for (let added = 0; added < 4; added += 1)
    await userEvent.click(canvas.getByRole('button', { name: 'Add answer' }));
  await expect(canvas.getAllByRole('textbox', { name: /^Answer \d$/ })).toHaveLength(6);
  await expect(canvas.queryByRole('button', { name: 'Add answer' })).toBeNull();
  for (const answer of [6, 5, 4, 3])
    await userEvent.click(canvas.getByRole('button', { name: `Remove answer ${answer}` }));
  await expect(canvas.queryByRole('button', { name: /Remove answer/ })).toBeNull();
}

/** Picks `name` under the school selector's `heading` (GROUPS ONLY, COUNCILS ONLY) in its open list. */
export const pickUnder = (listbox: HTMLElement, heading: string, name: string) =>
  userEvent.click(
    within(within(listbox).getByRole('group', { name: heading })).getByRole('option', { name }),
  );
