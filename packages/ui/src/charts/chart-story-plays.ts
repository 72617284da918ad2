import { userTypeColour } from './chart-colours';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Mock } from 'storybook/test';

/** The screen-reader table named `name` has these column headers and rows (label first). */
export async function expectSummaryTable(
  canvasElement: HTMLElement,
  name: string,
  columns: string[],
  rows: string[][],
) {
  const table = within(canvasElement).getByRole('table', { name });
  const headers = within(table).getAllByRole('columnheader');
  await expect(headers.map((header) => header.textContent)).toEqual(columns);
  const bodyRows = within(table).getAllByRole('row').slice(1);
  const cells = bodyRows.map((row) =>
    [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
      (cell) => cell.textContent,
    ),
  );
  await expect(cells).toEqual(rows);
}

/** The card shows its title and an empty state, and no chart or table. */
export async function expectEmpty(
  canvasElement: HTMLElement,
  title: string,
  message = 'No data for the selected filter',
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: message })).toBeVisible();
  await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
}

export async function expectLoading(canvasElement: HTMLElement, title: string) {
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent(`Loading ${title}`);
  await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
}

/** The error is announced, and Retry calls `onRetry`. */
export async function expectRetry(canvasElement: HTMLElement, onRetry: Mock | undefined, message: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
  await expect(onRetry).toHaveBeenCalledOnce();
}

/**
 * The card of figures titled `title` is as tall as its content: no more space under the last row of
 * figures than the card's padding (a card of one row was once as tall as a chart).
 */
export async function expectSizedToFigures(canvasElement: HTMLElement, title: string) {
  const card = within(canvasElement).getByRole('region', { name: title });
  const lastFigure = within(card).getAllByRole('definition').at(-1)!.parentElement!;
  const padding = Number.parseFloat(getComputedStyle(card).paddingBottom);
  const border = Number.parseFloat(getComputedStyle(card).borderBottomWidth);
  const below = card.getBoundingClientRect().bottom - lastFigure.getBoundingClientRect().bottom;
  await expect(below).toBeLessThanOrEqual(padding + border + 1);
}

/** The figures read as name/value pairs, in order. */
export async function expectTiles(canvasElement: HTMLElement, pairs: [string, string][]) {
  const canvas = within(canvasElement);
  const names = canvas.getAllByRole('term').map((term) => term.textContent);
  const values = canvas.getAllByRole('definition').map((definition) => definition.textContent);
  await expect(names.map((name, index) => [name, values[index]])).toEqual(pairs);
}

/** What the series charts' stories draw: two user types over three months. */
export const seriesStoryArgs = {
  categoryHeader: 'Month',
  categories: ['Jan', 'Feb', 'Cur'],
  series: [
    { name: 'Parents', values: [120, 340, 95], colour: userTypeColour('parent') },
    { name: 'Staff', values: [12, 30.25, 8], colour: userTypeColour('staff') },
  ],
};

type PlayContext = { canvasElement: HTMLElement; args: { onRetry?: Mock } };

/**
 * The stories every series chart titled `title` has over seriesStoryArgs: its table, empty, loading, an error,
 * and the test that Retry calls onRetry.
 */
export const seriesChartStories = (title: string) => ({
  Default: {
    play: ({ canvasElement }: PlayContext) =>
      expectSummaryTable(
        canvasElement,
        title,
        ['Month', 'Parents', 'Staff'],
        [
          ['Jan', '120', '12'],
          ['Feb', '340', '30.25'],
          ['Cur', '95', '8'],
        ],
      ),
  },
  Empty: {
    args: { series: [{ name: 'Parents', values: [0, 0, 0] }] },
    play: ({ canvasElement }: PlayContext) => expectEmpty(canvasElement, title),
  },
  Loading: {
    args: { loading: true },
    play: ({ canvasElement }: PlayContext) => expectLoading(canvasElement, title),
  },
  ErrorWithRetry: {
    args: { error: 'Error occured' },
  },
  /** Retry calls onRetry (a test: the ErrorWithRetry story stays untouched). */
  RetryCallsOnRetry: {
    tags: ['!dev'],
    args: { error: 'Error occured' },
    play: ({ canvasElement, args }: PlayContext) => expectRetry(canvasElement, args.onRetry, 'Error occured'),
  },
});

/** The drawing of `chart` (its SVG, hidden from screen readers behind the summary table). */
const drawingOf = (chart: HTMLElement) => {
  const drawing = chart.querySelector('svg');
  if (!drawing) throw new Error('The chart is not drawn');
  return drawing;
};

/** The drawing of the chart titled `title` writes each of `ticks` on its axes (e.g. its value axis' ends). */
export async function expectValueAxis(canvasElement: HTMLElement, title: string, ticks: string[]) {
  const chart = within(canvasElement).getByRole('region', { name: title });
  await waitFor(() => {
    const drawn = [...drawingOf(chart).querySelectorAll('text > tspan')].map((text) => text.textContent);
    return expect(ticks.filter((tick) => !drawn.includes(tick))).toEqual([]);
  });
}

/**
 * As the card `chart` narrows from a wide screen's width to a phone's, every name in `names` stays
 * written in full by its bar or slice (ApexCharts hides names it judges too close together).
 */
export async function expectEveryBarNamed(chart: HTMLElement, names: string[]) {
  // A chart is drawn in its turn, once its typeface has loaded.
  await waitFor(() => drawingOf(chart));
  for (let width = 1000; width >= 300; width -= 25) {
    const before = drawingOf(chart).getAttribute('width');
    chart.style.width = `${width}px`;
    // ApexCharts redraws a little after its box changed size (seconds later on a busy machine), and says
    // it is settled (no data-chart-pending) once the redraw has finished writing the names.
    await waitFor(
      () => {
        expect(drawingOf(chart).getAttribute('width')).not.toBe(before);
        expect(chart.querySelector('[data-chart-pending]')).toBeNull();
      },
      { timeout: 10_000 },
    );
    // ApexCharts writes a name as a tspan, with its whole text again in a title when it shortens it.
    const drawn = [...drawingOf(chart).querySelectorAll('text > tspan')].map((text) => text.textContent);
    await expect({ width, missing: names.filter((name) => !drawn.includes(name)) }).toEqual({
      width,
      missing: [],
    });
  }
  chart.style.removeProperty('width');
}

/**
 * The drawn chart titled `title`, its card narrowed by a third, says it is not settled
 * (`data-chart-pending`, what the visual check waits for) while its old drawing stands, then settles
 * drawn across its box's new width.
 */
export async function expectPendingUntilRedrawn(canvasElement: HTMLElement, title: string) {
  const chart = within(canvasElement).getByRole('region', { name: title });
  const pending = () => chart.querySelector('[data-chart-pending]');
  await waitFor(() => {
    expect(pending()).toBeNull();
    return expect(drawingOf(chart)).toBeVisible();
  });
  const before = drawingOf(chart).getAttribute('width');
  chart.style.width = `${Math.round((chart.getBoundingClientRect().width * 2) / 3)}px`;
  // The width the drawing has at the moment the chart says it is pending.
  let drawnWhilePending: string | null = null;
  await waitFor(() => {
    expect(pending()).not.toBeNull();
    drawnWhilePending = drawingOf(chart).getAttribute('width');
  });
  await expect(drawnWhilePending).toBe(before);
  // ApexCharts redraws a little after its box changed size (seconds later on a busy machine).
  await waitFor(() => expect(pending()).toBeNull(), { timeout: 10_000 });
  const style = getComputedStyle(chart);
  const inside =
    chart.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  await expect(Number(drawingOf(chart).getAttribute('width'))).toBeCloseTo(inside, 0);
  await expect(Number(before)).toBeGreaterThan(inside);
}
