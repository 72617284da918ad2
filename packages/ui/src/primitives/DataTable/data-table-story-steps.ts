import type { StoryContext } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../../storybook/keyboard';
import { longEmail, onDelete, onEdit } from './data-table-fixtures';
import { staffRows } from './staff-rows';

/** The plays of the DataTable stories that sort, filter, scroll, delete or squeeze a table, and their steps. */

/** What those plays are given. */
type PlayContext = {
  canvasElement: HTMLElement;
  args: { onRowAction?: unknown };
  step: StoryContext['step'];
};

/** The data rows (without the header row) and the text of their first cell. */
function bodyRows(canvasElement: HTMLElement) {
  return within(canvasElement).getAllByRole('row').slice(1);
}
function firstCellOf(row: HTMLElement) {
  return within(row).getAllByRole('cell')[0].textContent;
}

/** The play of Default: the staff table, its columns and the spec's default sort (the first column, ascending). */
export async function staffTable({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('table', { name: 'Staff' })).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent('Showing 30 of 30');
  const headers = canvas.getAllByRole('columnheader');
  await expect(headers).toHaveLength(4);
  for (const [index, name] of ['Name', 'Email', 'Staff type', 'Actions'].entries()) {
    await expect(headers[index]).toHaveAccessibleName(name);
  }
  await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(canvas.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'none');
  await expect(firstCellOf(bodyRows(canvasElement)[0])).toBe('Aisha Hughes');
}

/** EditARow's step: Ben Patel's Edit hands his row over. */
export async function editBenPatel({ args, canvasElement }: PlayContext) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Ben Patel' }));
  await expect(args.onRowAction).toHaveBeenCalledWith(
    expect.objectContaining({ name: 'Ben Patel', userId: 1001 }),
  );
}

/** The play of Sorted. */
export async function sorted({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  const emailHeader = canvas.getByRole('columnheader', { name: /Email/ });
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(
    within(bodyRows(canvasElement)[0]).getByRole('cell', { name: /lucy\.patel11@/ }),
  ).toBeVisible();

  // Pressing a header button sorts ascending first, then toggles.
  await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
  await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(emailHeader).toHaveAttribute('aria-sort', 'none');
  await expect(firstCellOf(bodyRows(canvasElement)[0])).toBe('Aisha Hughes');

  // And from the keyboard.
  const nameButton = canvas.getByRole('button', { name: 'Name' });
  await expect(nameButton).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(firstCellOf(bodyRows(canvasElement)[0])).toBe('Lucy Patel');
  await userEvent.tab();
  await expect(canvas.getByRole('textbox', { name: 'Filter Name' })).toHaveFocus();
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: 'Email' })).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(
    within(bodyRows(canvasElement)[0]).getByRole('cell', { name: /aisha\.hughes24@/ }),
  ).toBeVisible();
}

/** The play of Filtered. */
export async function filtered({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  // Case-insensitive "contains", per column, combined.
  await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Name' }), 'OKAFOR');
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 4 of 30'));
  await expect(bodyRows(canvasElement).map(firstCellOf)).toEqual([
    'Aisha Okafor',
    'Ellie Okafor',
    'Hana Okafor',
    'Kofi Okafor',
  ]);

  await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Staff type' }), 'head');
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 of 30'));
  await expect(bodyRows(canvasElement).map(firstCellOf)).toEqual(['Aisha Okafor', 'Ellie Okafor']);

  await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Email' }), 'nobody');
  await expect(await canvas.findByText('No rows match the filters')).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent('Showing 0 of 30');

  // Backspacing back to an earlier filter shows its rows again.
  await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Email' }), '{Backspace}'.repeat(6));
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 of 30'));
  await expect(bodyRows(canvasElement).map(firstCellOf)).toEqual(['Aisha Okafor', 'Ellie Okafor']);

  await userEvent.clear(canvas.getByRole('textbox', { name: 'Filter Name' }));
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 5 of 30'));
  for (const row of bodyRows(canvasElement)) {
    await expect(within(row).getByRole('cell', { name: 'Head teacher' })).toBeVisible();
  }
}

/** The play of ByKeyboard. */
export async function byKeyboard({ args, canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await tabTo(canvas.getByRole('region', { name: 'Staff' }));

  await tabTo(canvas.getByRole('button', { name: 'Staff type' }));
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('columnheader', { name: /Staff type/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await userEvent.tab();
  await expect(canvas.getByRole('textbox', { name: 'Filter Staff type' })).toHaveFocus();
  await userEvent.keyboard('head');
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 5 of 30'));

  await tabTo(canvas.getByRole('button', { name: 'Edit Ellie Okafor' }));
  await userEvent.keyboard('{Enter}');
  await expect(args.onRowAction).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ellie Okafor' }));
}

/** The play of ManyRows. */
export async function manyRows({ canvasElement, step }: PlayContext) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent('Showing 100,000 of 100,000');
  await expect(canvas.getByRole('table', { name: 'All staff' })).toHaveAttribute('aria-rowcount', '100001');
  await expect(bodyRows(canvasElement).length).toBeLessThan(60);
  await expect(firstCellOf(bodyRows(canvasElement)[0])).toBe('Staff member 1');

  await step('scroll half way down', async () => {
    const scroller = canvas.getByRole('region', { name: 'All staff' });
    scroller.scrollTop = scroller.scrollHeight / 2;
    await expect(await canvas.findByRole('cell', { name: 'Staff member 50000' })).toBeInTheDocument();
    await expect(canvas.queryByRole('cell', { name: 'Staff member 1' })).not.toBeInTheDocument();
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);
  });

  await step('filter and sort all 100 000 rows', async () => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Name' }), '9999');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 19 of 100,000'));
    await expect(firstCellOf(bodyRows(canvasElement)[0])).toBe('Staff member 9999');
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(firstCellOf(bodyRows(canvasElement)[0])).toBe('Staff member 99999');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Filter Name' }));
    await waitFor(() => expect(firstCellOf(bodyRows(canvasElement)[0])).toBe('Staff member 100000'));
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);
  });
}

/** The play of Record. */
export async function record({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  const table = canvas.getByRole('table', { name: 'Staff' });
  await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  await expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Name', 'Email', 'Staff type', 'Actions']);
  await expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Aisha Okafor', 'Ben Patel', 'Chloe Smith']);

  await userEvent.click(canvas.getByRole('button', { name: 'Edit Ben Patel' }));
  await expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ben Patel' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Delete Chloe Smith' }));
  const question = await screen.findByRole('alertdialog', { name: 'Delete Chloe Smith?' });
  await expect(question).toHaveTextContent('They lose access to the school.');
  await userEvent.click(within(question).getByRole('button', { name: 'No' }));
  await expect(onDelete).not.toHaveBeenCalled();
  await userEvent.click(canvas.getByRole('button', { name: 'Delete Chloe Smith' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  await waitFor(() =>
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: 'Chloe Smith' })),
  );
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** The play of NarrowWithActions. */
export async function narrowWithActions({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await waitFor(async () => {
    for (const button of canvas.getAllByRole('button', { name: /^(Edit|Reset password|Delete) / })) {
      const cell = button.closest('td')!.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(cell.left);
      await expect(box.right).toBeLessThanOrEqual(cell.right);
    }
  });
  const email = canvas.getByRole('cell', { name: 'aisha.okafor0@oakfield.sch.test' });
  await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth);
  await expect(email).toHaveAttribute('title', 'aisha.okafor0@oakfield.sch.test');
}

/** The play of OnAPhone. */
export async function onAPhone({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  const headers = canvas.getAllByRole('columnheader');
  await waitFor(async () => {
    for (const [index, header] of headers.entries()) {
      const label = within(header).queryByRole('button') ?? header;
      await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
        header.getBoundingClientRect().right,
      );
      const next = headers[index + 1];
      if (next)
        await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(
          next.getBoundingClientRect().left + 1,
        );
    }
  });
  const list = canvas.getByRole('region', { name: 'Staff' });
  await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  // The box takes focus, so the arrow keys scroll it (the browser's own scrolling).
  await tabTo(list);
}

/** The play of CutCellByKeyboard. */
export async function cutCellByKeyboard({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  const cut = canvas.getByRole('cell', { name: longEmail });
  await waitFor(() => expect(cut).toHaveAttribute('tabindex', '0'));
  await expect(cut.scrollWidth).toBeGreaterThan(cut.clientWidth);
  await expect(canvas.getAllByRole('cell', { name: staffRows(3)[1].staffType })[0]).not.toHaveAttribute(
    'tabindex',
  );
  await tabTo(cut);
  await waitFor(() => expect(cut.scrollWidth).toBeLessThanOrEqual(cut.clientWidth));
  await userEvent.tab({ shift: true });
  await waitFor(() => expect(cut.scrollWidth).toBeGreaterThan(cut.clientWidth));
  // Back on it: the picture shows the focused cell whole.
  await userEvent.tab();
  await waitFor(() => expect(cut.scrollWidth).toBeLessThanOrEqual(cut.clientWidth));
}
