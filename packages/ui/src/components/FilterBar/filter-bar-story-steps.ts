import { defaultFilterSelection, type FilterSelection } from '@stride/domain';
import { expect, screen, userEvent, within } from 'storybook/test';
import { september } from './filter-bar.sample';

/** Steps the FilterBar stories share, and the plays of its date-range stories (typed, and picked on the calendar). */

/** The bar's last emitted filter is `base` (the default filter) with `changes`. */
export const expectEmitted = (
  args: { onValueChange?: unknown },
  changes: Partial<FilterSelection>,
  base: FilterSelection = defaultFilterSelection,
) => expect(args.onValueChange).toHaveBeenLastCalledWith({ ...base, ...changes });

/** The field says the range ends before it starts. */
const expectEndBeforeStart = (field: HTMLElement) =>
  expect(field).toHaveAccessibleDescription('The end must not be before the start');

/** The open calendar. */
const calendar = () => screen.findByRole('dialog', { name: 'Calendar' });

/** A day button of the open calendar, by its name. */
const day = (name: RegExp) => screen.findByRole('button', { name });

/** The queries of a story's canvas. */
export type Canvas = ReturnType<typeof within>;

/** What a play of the FilterBar stories is given. */
export type PlayContext = { args: { onValueChange?: unknown }; canvasElement: HTMLElement };

/** The button that opens the calendar. */
const calendarButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: 'Pick From and To on a calendar' });

/** Types a range that ends before it starts: From the 30th, To the 1st of September, then Enter. */
async function typeEndBeforeStart(from: HTMLElement, to: HTMLElement) {
  await userEvent.type(from, '2026-09-30');
  await userEvent.type(to, '2026-09-01{Enter}');
}

const datesButton = () => screen.getByRole('button', { name: 'Use these dates' });

/** The play of PickDatesOnTheCalendar (the bar's value: `september`). */
export async function pickDatesOnTheCalendar({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(calendarButton(canvas));
  await expect(await calendar()).toBeVisible();
  await expect(await day(/1 September 2026, selected/)).toBeVisible();
  await userEvent.click(await day(/^Monday, 14 September 2026/));
  await userEvent.click(await day(/^Friday, 18 September 2026/));
  await userEvent.click(datesButton());
  await expect(screen.queryByRole('dialog', { name: 'Calendar' })).not.toBeInTheDocument();
  await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('2026-09-14 17:30');
  await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveValue('2026-09-18 08:00');
  await expectEmitted(args, { range: { from: '2026-09-14 17:30', to: '2026-09-18 08:00' } }, september);
  await expect(calendarButton(canvas)).toHaveFocus();
}

/** The play of CalendarFitsAPhone. */
export async function calendarFitsAPhone({ canvasElement }: PlayContext) {
  await userEvent.click(calendarButton(within(canvasElement)));
  await expect((await calendar()).getBoundingClientRect().width).toBeLessThanOrEqual(390 - 2 * 8);
  const target = (await day(/^Monday, 14 September 2026/)).getBoundingClientRect();
  await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
}

/** The play of CalendarByKeyboard (the bar's value: `september`). */
export async function calendarByKeyboard({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  calendarButton(canvas).focus();
  await userEvent.keyboard('{Enter}');
  await expect(await day(/^Tuesday, 1 September 2026/)).toHaveFocus();
  // One week on, then one day on: 9 September starts the range, 10 September ends it.
  await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}{ArrowRight}{Enter}');
  await userEvent.tab();
  await expect(datesButton()).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expectEmitted(args, { range: { from: '2026-09-09 17:30', to: '2026-09-10 08:00' } }, september);
  // A single day keeps both times: 17:30 on From is after 08:00 on To, which the fields refuse.
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Enter}');
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await expectEndBeforeStart(canvas.getByRole('textbox', { name: 'To' }));
  // Escape closes the calendar without changing anything.
  await userEvent.keyboard('{Enter}{Escape}');
  await expect(screen.queryByRole('dialog', { name: 'Calendar' })).not.toBeInTheDocument();
}

/** The play of DateRange. */
export async function dateRange({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  const from = canvas.getByRole('textbox', { name: 'From' });
  await userEvent.click(from);
  await userEvent.keyboard('2026-09-01');
  await userEvent.tab();
  await expect(from).toHaveValue('2026-09-01 08:00');
  await expect(args.onValueChange).not.toHaveBeenCalled();
  await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveFocus();
  await userEvent.keyboard('2026-09-30 16:00{Enter}');
  await expectEmitted(args, { range: { from: '2026-09-01 08:00', to: '2026-09-30 16:00' } });
}

/** The play of InvalidRange. */
export async function invalidRange({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  const from = canvas.getByRole('textbox', { name: 'From' });
  await userEvent.type(from, '1st of September');
  await userEvent.tab();
  await expect(from).toHaveValue('1st of September');
  await expect(from).toBeInvalid();
  await expect(from).toHaveAccessibleDescription(
    'Use the format yyyy-MM-dd HH:mm, for example 2026-09-01 08:00',
  );
  await userEvent.clear(from);
  await typeEndBeforeStart(from, canvas.getByRole('textbox', { name: 'To' }));
  await expectEndBeforeStart(canvas.getByRole('textbox', { name: 'To' }));
  await expect(args.onValueChange).not.toHaveBeenCalled();
}

/** The play of LeavingFromKeepsTheEndError. */
export async function leavingFromKeepsTheEndError({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  const from = canvas.getByRole('textbox', { name: 'From' });
  const to = canvas.getByRole('textbox', { name: 'To' });
  await typeEndBeforeStart(from, to);
  await expectEndBeforeStart(to);
  await userEvent.click(from);
  await userEvent.tab({ shift: true });
  await expect(from).toBeValid();
  await expect(to).toBeInvalid();
  await expectEndBeforeStart(to);
  await expect(args.onValueChange).not.toHaveBeenCalled();
}
