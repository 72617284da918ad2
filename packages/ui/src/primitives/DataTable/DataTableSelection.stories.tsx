import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../../storybook/keyboard';
import { Button } from '../Button/Button';
import { DetailedError } from '../ErrorState/detailed-error';
import type { DataTableBulkAction } from './bulk-summary';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './data-table-filters';
import { staffRows, type StaffRow } from './staff-rows';

const columns: DataTableColumn<StaffRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
  { id: 'staffType', header: 'Staff type', accessor: (row) => row.staffType },
];

const meta = {
  title: 'Primitives/DataTable/Selection',
  argTypes: { data: { control: false }, columns: { control: false } },
  component: DataTable<StaffRow>,
  args: {
    'aria-label': 'Staff',
    columns,
    data: staffRows(30),
    getRowId: (row) => String(row.userId),
    selection: true,
    onDownload: fn(),
    today: new Date(2026, 10, 29),
  },
} satisfies Meta<typeof DataTable<StaffRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows' checkboxes in the order shown ('Select Aisha Hughes' …), without the header's. */
const rowBoxes = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('checkbox', { name: /^Select (?!all \d)/ });
const selectionBar = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'Selected rows' });
const nameOf = (box: HTMLElement) => box.getAttribute('aria-label')!.replace(/^Select /, '');

/** Shift+click: the rows from the last one clicked to this one. */
async function shiftClick(target: HTMLElement) {
  // One session, so the held Shift is still down for the click.
  const user = userEvent.setup();
  await user.keyboard('{Shift>}');
  await user.click(target);
  await user.keyboard('{/Shift}');
}

/** A list whose rows can be selected: a checkbox first in each row and in the header. */
export const Selectable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select all 30 shown' })).not.toBeChecked();
    await expect(rowBoxes(canvasElement)[0]).toHaveAccessibleName('Select Aisha Hughes');
    await expect(canvas.queryByRole('group', { name: 'Selected rows' })).toBeNull();
  },
};

/** Space toggles a row's box, reached by Tab; the bar shows the count; the box is a whole touch target. */
// Rules: layout.lists.select-rows
export const SelectByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('checkbox', { name: 'Select Aisha Hughes' });
    await tabTo(first);
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(within(selectionBar(canvasElement)).getByText('1 selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all 30 shown' })).toBePartiallyChecked();
    // The next row's box is the next stop: Space selects it too.
    await userEvent.tab();
    const second = rowBoxes(canvasElement)[1];
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(selectionBar(canvasElement)).getByText('2 selected')).toBeVisible();
    // A finger hits the cell, not only the small box: the target is the size token's.
    const target = first.closest('label')!.getBoundingClientRect();
    await expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
    // Clear selection empties it, and the bar goes.
    await userEvent.click(
      within(selectionBar(canvasElement)).getByRole('button', { name: 'Clear selection' }),
    );
    await expect(first).not.toBeChecked();
    await expect(canvas.queryByRole('group', { name: 'Selected rows' })).toBeNull();
  },
};

/** The header's box selects the rows the filters show; rows a later filter hides stay selected and counted. */
// Rules: layout.lists.select-rows
export const SelectAllFiltered: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = canvas.getByRole('textbox', { name: 'Filter Staff type' });
    await userEvent.type(filter, 'head');
    const heads = rowBoxes(canvasElement).length;
    await expect(heads).toBe(5);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all 5 shown' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all 5 shown' })).toBeChecked();
    await expect(within(selectionBar(canvasElement)).getByText('5 selected')).toBeVisible();
    // Without the filter the same five are selected, of thirty shown.
    await userEvent.clear(filter);
    await expect(canvas.getByRole('checkbox', { name: 'Select all 30 shown' })).toBePartiallyChecked();
    await expect(within(selectionBar(canvasElement)).getByText('5 selected')).toBeVisible();
    // Another filter hides them: still selected, and said so.
    await userEvent.type(filter, 'office');
    await expect(
      within(selectionBar(canvasElement)).getByText('5 selected (5 hidden by filters)'),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /^Select all \d+ shown$/ })).not.toBeChecked();
  },
};

/** Shift+click selects the range from the last row clicked; the selection stays through a sort. */
// Rules: layout.lists.select-rows
export const SelectRange: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = rowBoxes(canvasElement);
    await userEvent.click(boxes[1]);
    await shiftClick(boxes[4]);
    const chosen = boxes.slice(1, 5).map(nameOf);
    await expect(within(selectionBar(canvasElement)).getByText('4 selected')).toBeVisible();
    for (const box of boxes.slice(1, 5)) await expect(box).toBeChecked();
    await expect(boxes[0]).not.toBeChecked();
    await expect(boxes[5]).not.toBeChecked();
    // Sorted by e-mail, the same four people are selected wherever they now are.
    await userEvent.click(canvas.getByRole('button', { name: /^Email/ }));
    await expect(within(selectionBar(canvasElement)).getByText('4 selected')).toBeVisible();
    const checked = rowBoxes(canvasElement).filter((box) => (box as HTMLInputElement).checked);
    await expect(checked.map(nameOf).sort()).toEqual([...chosen].sort());
  },
};

/**
 * Export CSV saves the rows shown (filtered, in order), and only the selected ones once some are, even when
 * filters hide them all (then there is still something to export).
 */
// Rules: layout.lists.export-csv, layout.lists.export-empty-disabled
export const ExportSelectedElseShown: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Staff type' }), 'head');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const [fileName, shown] = (args.onDownload as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toBe('staff-2026-11-29.csv');
    const lines = shown
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    await expect(lines[0]).toBe('"Name","Email","Staff type"');
    await expect(lines.slice(1).map((line) => line.split('","')[0].slice(1))).toEqual(
      rowBoxes(canvasElement).map(nameOf),
    );
    // Two selected: the export is theirs, from the bar.
    const [first, , third] = rowBoxes(canvasElement);
    await userEvent.click(first);
    await userEvent.click(third);
    await userEvent.click(within(selectionBar(canvasElement)).getByRole('button', { name: 'Export CSV' }));
    const [, selected] = (args.onDownload as ReturnType<typeof fn>).mock.calls[1] as [string, string];
    const rows = selected
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    await expect(rows.map((line) => line.split('","')[0].slice(1))).toEqual([nameOf(first), nameOf(third)]);
    // Filters that hide every row leave the two selected to export.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Email' }), 'nobody');
    const bar = selectionBar(canvasElement);
    await expect(within(bar).getByText('2 selected (2 hidden by filters)')).toBeVisible();
    await expect(canvas.getByText('No rows match the filters')).toBeVisible();
    const exportHidden = within(bar).getByRole('button', { name: 'Export CSV' });
    await expect(exportHidden).toBeEnabled();
    await userEvent.click(exportHidden);
    const [, hidden] = (args.onDownload as ReturnType<typeof fn>).mock.calls[2] as [string, string];
    await expect(hidden).toBe(selected);
  },
};

/** Without `onDownload` the browser downloads the file: a CSV named after the list and the day. */
// Rules: layout.lists.export-csv
export const ExportDownloads: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onDownload: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const blobs: Blob[] = [];
    const files: string[] = [];
    const made = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:story';
    });
    const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      files.push(this.download);
    });
    try {
      await userEvent.click(rowBoxes(canvasElement)[2]);
      await userEvent.click(within(selectionBar(canvasElement)).getByRole('button', { name: 'Export CSV' }));
      await expect(files).toEqual(['staff-2026-11-29.csv']);
      await expect(blobs[0].type).toBe('text/csv;charset=utf-8');
      const text = await blobs[0].text();
      await expect(text.trimEnd().split('\r\n')).toHaveLength(2);
      await expect(text).toContain(`"${nameOf(rowBoxes(canvasElement)[2])}"`);
      await expect(canvas.getByRole('checkbox', { name: 'Select all 30 shown' })).toBePartiallyChecked();
    } finally {
      made.mockRestore();
      clicked.mockRestore();
    }
  },
};

/** A list with a bulk act whose server refuses one row: the rows done leave the list. */
function StaffWithDeactivate({ fails }: { fails: string }) {
  const [rows, setRows] = useState(() => staffRows(12));
  const deactivate: DataTableBulkAction<StaffRow> = {
    label: 'Deactivate',
    question: (count) => `Deactivate ${count} staff members?`,
    progress: 'Deactivating',
    done: 'Deactivated',
    items: ['staff member', 'staff members'],
    destructive: true,
    run: async (row) => {
      await new Promise((done) => setTimeout(done, 150));
      if (row.name === fails)
        throw new DetailedError(
          'The server did not accept the request.',
          `POST api/staff/${row.userId}/deactivate answered with status 422`,
        );
      setRows((current) => current.filter((other) => other.userId !== row.userId));
    },
  };
  return (
    <DataTable
      aria-label="Staff"
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.userId)}
      bulkActions={[deactivate]}
      onDownload={() => {}}
    />
  );
}

/** A bulk act: asked once naming the count, progress row by row, on past a failure, one summary. */
// Rules: layout.lists.bulk-acts
export const BulkActWithOneFailure: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <StaffWithDeactivate fails="Ben Patel" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = rowBoxes(canvasElement);
    const chosen = boxes.slice(0, 3).map(nameOf);
    await expect(chosen).toContain('Ben Patel');
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    await userEvent.click(within(selectionBar(canvasElement)).getByRole('button', { name: 'Deactivate' }));
    const question = await screen.findByRole('alertdialog', { name: 'Deactivate 3 staff members?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByText(/^Deactivating [1-3] of 3…$/)).toBeVisible();
    const summary = await canvas.findByText(
      'Deactivated 2 staff members. 1 failed: Ben Patel — The server did not accept the request.',
      {},
      { timeout: 5000 },
    );
    await expect(summary).toBeVisible();
    // The technical words wait behind a disclosure.
    await expect(canvas.queryByText(/answered with status 422/)).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Technical details' }));
    await expect(
      canvas.getByText(/Ben Patel: POST api\/staff\/\d+\/deactivate answered with status 422/),
    ).toBeVisible();
    // The list shows the result: the two done are gone, the failed one stays selected to try again.
    for (const name of chosen.filter((other) => other !== 'Ben Patel'))
      await expect(canvas.queryByRole('checkbox', { name: `Select ${name}` })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Select Ben Patel' })).toBeChecked();
    await expect(within(selectionBar(canvasElement)).getByText('1 selected')).toBeVisible();
  },
};

/** A list whose data changes: refreshed (same rows), or another school's. */
function StaffOfSchool() {
  const [school, setSchool] = useState<'Oakfield' | 'Meadow'>('Oakfield');
  const [rows, setRows] = useState(() => staffRows(10));
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div>
        <Button variant="secondary" onClick={() => setRows((current) => [...current])}>
          Refresh
        </Button>{' '}
        <Button
          variant="secondary"
          onClick={() => {
            setSchool('Meadow');
            setRows(staffRows(10).map((row) => ({ ...row, userId: row.userId + 500 })));
          }}
        >
          Show Meadow
        </Button>
      </div>
      <DataTable
        aria-label={`${school} staff`}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.userId)}
        selection
        onDownload={() => {}}
      />
    </div>
  );
}

/** Refreshed data keeps the selection; another school's list starts with none. */
// Rules: layout.lists.select-rows
export const NewSchoolClearsSelection: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => <StaffOfSchool />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = rowBoxes(canvasElement);
    await userEvent.click(first);
    await userEvent.click(second);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(within(selectionBar(canvasElement)).getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Meadow' }));
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Selected rows' })).toBeNull());
    for (const box of rowBoxes(canvasElement)) await expect(box).not.toBeChecked();
  },
};
