import { expect, userEvent, within } from 'storybook/test';
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

/** The figures read as name/value pairs, in order. */
export async function expectTiles(canvasElement: HTMLElement, pairs: [string, string][]) {
  const canvas = within(canvasElement);
  const names = canvas.getAllByRole('term').map((term) => term.textContent);
  const values = canvas.getAllByRole('definition').map((definition) => definition.textContent);
  await expect(names.map((name, index) => [name, values[index]])).toEqual(pairs);
}
