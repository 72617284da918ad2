import { demoOrganisationIds, findNotice, noticeBoardOf } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { settled } from './console-stories';
import { reloadAndWait } from './round-trip-stories';

/** What the notice board's stories share (the board's stories are split by workflow, one title). */

export const noticesPath = '*/api/admin/notification/all';

const board = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Notice board' }, settled);

/** The board once it shows cards. */
export async function cardsOf(canvasElement: HTMLElement) {
  const region = await board(canvasElement);
  await waitFor(() => expect(within(region).getAllByRole('article').length).toBeGreaterThan(0), settled);
  return region;
}

/** reloadConsole(), then the board again once it shows cards. */
export async function reloadBoard(canvasElement: HTMLElement) {
  await reloadAndWait(canvasElement);
  return cardsOf(canvasElement);
}

/** The newest posts of the school admin's school, as the demo backend holds them. */
export const schoolBoard = () =>
  [...noticeBoardOf(demoOrganisationIds.termsSchool)].sort((a, b) => a.minutes_ago - b.minutes_ago);

/** The demo record of a card on the page. */
export const noticeOf = (card: HTMLElement) =>
  findNotice(Number(/notice-(\d+)-title/.exec(card.getAttribute('aria-labelledby')!)![1]))!;

/** The card of this notice on the board, if it is there. */
export const cardOf = (region: HTMLElement, id: number) =>
  within(region)
    .queryAllByRole('article')
    .find((card) => noticeOf(card).id === id);

/** Answers the confirmation `question` (Yes or No) and waits until it has closed. */
export async function answer(question: string, button: 'Yes' | 'No') {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), settled);
}
