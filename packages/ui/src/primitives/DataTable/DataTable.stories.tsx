import { useState, type ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen, waitFor } from 'storybook/test';
import { DataTable } from './DataTable';
import { AppListStore } from '../../storybook/AppListStore';
import type { DataTableColumn } from './data-table-filters';
import { manyStaffRows, staffRows, type StaffRow } from './staff-rows';
import { tabTo } from '../../storybook/keyboard';
import { expectTypedOrder, overriddenName, typedName } from '../../storybook/bidi';
import type { DataTableProps } from './DataTable.types';
import { Button } from '../Button/Button';
import { tokenValues } from '../../theme/theme';

const columns: DataTableColumn<StaffRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
  { id: 'staffType', header: 'Staff type', accessor: (row) => row.staffType },
];

const meta = {
  title: 'Primitives/DataTable',
  tags: ['autodocs'],
  // Rows and columns are code (cells render components): no JSON editor of thirty rows in the table.
  argTypes: { data: { control: false }, columns: { control: false } },
  component: DataTable<StaffRow>,
  args: {
    caption: 'Staff',
    columns,
    data: staffRows(30),
    getRowId: (row) => String(row.userId),
    onRowAction: fn(),
  },
} satisfies Meta<typeof DataTable<StaffRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

// The record table the stories show (columns, Edit and Delete), and a long e-mail for cut cells.

const recordColumns: DataTableColumn<StaffRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, rowHeader: true },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
  { id: 'staffType', header: 'Staff type', accessor: (row) => row.staffType },
];
const onEdit = fn<(row: StaffRow) => void>();
const onDelete = fn<(row: StaffRow) => Promise<void>>(async () => {});

/** The buttons every story of a record table has: Edit, and Delete after a question. */
const recordArgs = {
  variant: 'record',
  caption: undefined,
  'aria-label': 'Staff',
  columns: recordColumns,
  data: staffRows(3),
  onRowAction: undefined,
  emptyDescription: 'Add staff from the school staff list.',
  onRetry: fn(),
  rowActions: (row: StaffRow) => [
    { label: 'Edit', onClick: () => onEdit(row) },
    {
      label: 'Delete',
      variant: 'danger' as const,
      confirm: { question: `Delete ${row.name}?`, description: 'They lose access to the school.' },
      onClick: () => onDelete(row),
    },
  ],
} satisfies Partial<DataTableProps<StaffRow>>;

const longEmail = 'the.head.teacher.of.meadow.primary@meadow-primary-school.example.sch.uk';

/** The data rows (without the header row) and the text of their first cell. */
function bodyRows(canvasElement: HTMLElement) {
  return within(canvasElement).getAllByRole('row').slice(1);
}
function firstCellOf(row: HTMLElement) {
  return within(row).getAllByRole('cell')[0].textContent;
}

/** The list in a box `width` pixels wide (a narrow window, a phone). */
const inABox = (width: number) =>
  function InABox(Story: () => ReactElement) {
    return (
      <div style={{ width }}>
        <Story />
      </div>
    );
  };

/** The staff list: 30 rows by name, ascending, with an Edit per row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Staff' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 30 of 30');
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers).toHaveLength(4);
    for (const [index, name] of ['Name', 'Email', 'Staff type', 'Actions'].entries()) {
      await expect(headers[index]).toHaveAccessibleName(name);
    }
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'none');
    await expect(firstCellOf(bodyRows(canvasElement)[0])).toBe('Aisha Hughes');
  },
};

/** A row's Edit hands that row over (a test). */
export const EditARow: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { args, canvasElement } = context;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Ben Patel' }));
    await expect(args.onRowAction).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ben Patel', userId: 1001 }),
    );
  },
};

export const Sorted: Story = {
  args: { defaultSort: { columnId: 'email', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const emailHeader = canvas.getByRole('columnheader', { name: /Email/ });
    await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(
      within(bodyRows(canvasElement)[0]).getByRole('cell', { name: /lucy\.patel11@/ }),
    ).toBeVisible();

    // Pressing a header button sorts ascending first, then toggles.
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(emailHeader).toHaveAttribute('aria-sort', 'none');
    await expect(firstCellOf(bodyRows(canvasElement)[0])).toBe('Aisha Hughes');

    // And from the keyboard.
    const nameButton = canvas.getByRole('button', { name: 'Name' });
    await expect(nameButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
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
  },
};

/**
 * In an app that keeps its lists' state (the console: in the URL), the table opens with the kept sort and
 * filters, and each change is kept at once.
 */
// Rules: layout.lists.state-in-url
export const KeptByTheApp: Story = {
  decorators: [
    (Story) => (
      <AppListStore
        opensWith={{ filters: { name: 'okafor' }, sort: { columnId: 'email', direction: 'descending' } }}
      >
        <Story />
      </AppListStore>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kept = canvas.getByRole('status', { name: 'Kept view' });
    await expect(canvas.getByRole('textbox', { name: 'Filter Name' })).toHaveValue('okafor');
    await expect(canvas.getByRole('columnheader', { name: /Email/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await waitFor(() => expect(canvas.getByText('Showing 4 of 30')).toBeVisible());
    await expect(firstCellOf(bodyRows(canvasElement)[0])).toBe('Kofi Okafor');

    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(kept).toHaveTextContent('filter.name=okafor&sort=name');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Staff type' }), 'head');
    await expect(kept).toHaveTextContent('filter.name=okafor&filter.staffType=head&sort=name');
    await waitFor(() => expect(canvas.getByText('Showing 2 of 30')).toBeVisible());
    await expect(bodyRows(canvasElement).map(firstCellOf)).toEqual(['Aisha Okafor', 'Ellie Okafor']);
  },
};

/**
 * The app keeps the row at the list's top too (`at=11`, counted from 1): the list opens scrolled to it, as
 * after a reload or Back, and scrolling keeps the new top row once the scrolling rests.
 */
// Rules: layout.lists.scroll-anchor
export const ScrollKeptByTheApp: Story = {
  // A test; it ends settled at the top of the list, with the kept view read back, the same every run.
  tags: ['!dev', '!autodocs'],
  decorators: [
    (Story) => (
      <AppListStore
        opensWith={{ filters: {}, sort: { columnId: 'name', direction: 'ascending' }, values: { at: '11' } }}
      >
        <Story />
      </AppListStore>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: 'Staff' });
    const rowHeight = Number.parseFloat(tokenValues.size['table-row']);
    await waitFor(() => expect(list.scrollTop).toBe(10 * rowHeight));
    const kept = canvas.getByRole('status', { name: 'Kept view' });
    list.scrollTo({ top: 3 * rowHeight });
    await waitFor(() => expect(kept).toHaveTextContent('sort=name&at=4'));
    list.scrollTo({ top: 0 });
    await waitFor(() => expect(kept).toHaveTextContent(/^sort=name$/));
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement }) => {
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
  },
};

/**
 * Keyboard only: Tab reaches the scroll area (focusable, so the browser's arrow keys scroll it),
 * each sort button (Enter sorts), each filter (typing filters) and each row's Edit (Enter runs it).
 */
export const ByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
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
  },
};

/** No rows yet: the list says so, and Export CSV is off, described by that message. */
// Rules: layout.lists.export-empty-disabled
export const Empty: Story = {
  args: { data: [], emptyMessage: 'No staff have signed up yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No staff have signed up yet')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 0 of 0');
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    const exportButton = canvas.getByRole('button', { name: 'Export CSV' });
    await expect(exportButton).toBeDisabled();
    await expect(exportButton).toHaveAccessibleDescription('No staff have signed up yet');
  },
};

/** A list whose rows come when asked (a page that loads its list): empty, then rows. */
function StaffOnRequest(args: DataTableProps<StaffRow>) {
  const [rows, setRows] = useState<StaffRow[]>([]);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button variant="secondary" onClick={() => setRows(staffRows(5))}>
        Load staff
      </Button>
      <DataTable {...args} data={rows} />
    </div>
  );
}

/**
 * Export CSV is off while there is nothing to export (an empty list, or filters that match no row), and
 * says why; it is on again as soon as rows show. A test.
 */
// Rules: layout.lists.export-empty-disabled
export const NothingToExport: Story = {
  tags: ['!dev', '!autodocs'],
  args: { emptyMessage: 'No staff have signed up yet', onDownload: fn() },
  render: (args) => <StaffOnRequest {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const exportButton = canvas.getByRole('button', { name: 'Export CSV' });
    await expect(exportButton).toBeDisabled();
    await expect(exportButton).toHaveAccessibleDescription('No staff have signed up yet');

    // The rows come: there is something to export.
    await userEvent.click(canvas.getByRole('button', { name: 'Load staff' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 5 of 5'));
    await expect(exportButton).toBeEnabled();
    await expect(exportButton).not.toHaveAttribute('aria-describedby');

    // Filters that match no row leave nothing to export again.
    const filter = canvas.getByRole('textbox', { name: 'Filter Name' });
    await userEvent.type(filter, 'nobody');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 0 of 5'));
    await expect(exportButton).toBeDisabled();
    await expect(exportButton).toHaveAccessibleDescription('No rows match the filters');
    await userEvent.click(exportButton, { pointerEventsCheck: 0 });
    await expect(args.onDownload).not.toHaveBeenCalled();

    // Without the filter the rows show, and Export CSV saves them.
    await userEvent.clear(filter);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 5 of 5'));
    await expect(exportButton).toBeEnabled();
    await userEvent.click(exportButton);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** While the rows load Export CSV is off too, described by the loading status. */
// Rules: layout.lists.export-empty-disabled
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Staff' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    const exportButton = canvas.getByRole('button', { name: 'Export CSV' });
    await expect(exportButton).toBeDisabled();
    await expect(exportButton).toHaveAccessibleDescription('Loading…');
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    // Headers stay usable so the layout does not jump when the rows arrive.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
  },
};

export const WithoutActions: Story = {
  args: { onRowAction: undefined, caption: undefined, 'aria-label': 'Staff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Staff' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  },
};

export const ManyRows: Story = {
  args: { caption: 'All staff' },
  // 100 000 rows stay out of args so Storybook does not serialise them for the controls panel.
  render: (args) => <DataTable {...args} data={manyStaffRows()} />,
  play: async ({ canvasElement, step }) => {
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
  },
};

/**
 * A record table: the rows in the given order, no sorting, filters or row count; the name column
 * heads each row; the Actions header shows; Delete asks first, No keeps the row, Yes deletes it.
 */
export const Record: Story = {
  args: recordArgs,
  play: async ({ canvasElement }) => {
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
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: 'Chloe Smith' })),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Keyboard only: Tab goes from button to button, row by row (a record table adds no stop of its own). */
export const RecordByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  args: recordArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Edit Aisha Okafor' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete Aisha Okafor' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit Ben Patel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Ben Patel' }));
  },
};

/**
 * A record table wider than its place (a phone), in a page's section of the same name: it scrolls
 * sideways in a box keyboard users reach with Tab, a group named after the table; the section stays
 * the only region of that name (two landmarks of one name are one too many for a screen reader).
 */
export const RecordScrollsInItsSection: Story = {
  tags: ['!autodocs'],
  args: recordArgs,
  render: (args) => (
    <section aria-labelledby="record-section" style={{ width: 280 }}>
      <h2 id="record-section">Staff</h2>
      <DataTable {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region', { name: 'Staff' })).toHaveLength(1);
    const scroller = await canvas.findByRole('group', { name: 'Staff' });
    await expect(scroller).toContainElement(canvas.getByRole('table', { name: 'Staff' }));
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // Focused, the arrow keys scroll it (the browser's own scrolling: a script's key press does not).
    await tabTo(scroller);
  },
};

/** A detail row under a record, across every column (a council's schools). */
export const RecordWithDetail: Story = {
  args: {
    ...recordArgs,
    rowDetail: (row: StaffRow) => (row.staffType === 'Head teacher' ? 'Leads the school.' : null),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Staff' });
    const detail = within(table).getByText('Leads the school.');
    await expect(detail.closest('td')).toHaveAttribute('colspan', '4');
    await expect(detail.closest('tr')?.previousElementSibling).toHaveTextContent('Aisha Okafor');
    await expect(within(table).getAllByText('Leads the school.')).toHaveLength(1);
  },
};

/** An empty record table: the empty state, named after the table, takes its place. */
export const RecordEmpty: Story = {
  args: { ...recordArgs, data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No staff' })).toBeVisible();
    await expect(canvas.getByText('Add staff from the school staff list.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const RecordLoading: Story = {
  args: { ...recordArgs, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading staff');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The load failed: the reason with Retry in the table's place. It wins over loading and empty, so Retry stays in reach. */
export const LoadFailed: Story = {
  args: { ...recordArgs, error: 'Server Error', loading: true, data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server Error');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'No staff' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Retry asks for the rows again (a test). */
export const RetryAfterAFailedLoad: Story = {
  ...LoadFailed,
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await LoadFailed.play?.(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(context.args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The list that failed, then loaded on Retry: the rows under the failure are a list like any other. */
function FailsThenLoads(args: DataTableProps<StaffRow>) {
  const [rows, setRows] = useState<StaffRow[] | null>(null);
  return (
    <DataTable
      {...args}
      data={rows ?? []}
      error={rows ? undefined : 'Server Error'}
      onRetry={() => setRows(manyStaffRows().slice(0, 1000))}
    />
  );
}

/**
 * A list shown after a failure and Retry scrolls like one shown at once: its rows follow the scroll
 * (its scroll area came after the failure, and the rows in view are read from it). A test.
 */
export const RetryThenScroll: Story = {
  args: { caption: 'All staff' },
  tags: ['!dev', '!autodocs'],
  render: (args) => <FailsThenLoads {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('cell', { name: 'Staff member 1' })).toBeInTheDocument();
    const scroller = canvas.getByRole('region', { name: 'All staff' });
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await canvas.findByRole('cell', { name: 'Staff member 1000' })).toBeInTheDocument();
    await expect(canvas.queryByRole('cell', { name: 'Staff member 1' })).not.toBeInTheDocument();
  },
};

/** Without `onRetry` the failure shows no button. */
export const LoadFailedWithoutRetry: Story = {
  args: { error: 'Server Error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server Error');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
};

/**
 * A narrow list with three buttons a row and long e-mails: the action column grows to its buttons,
 * so none is cut; a cut e-mail carries its whole text as a title, read on hover.
 */
export const NarrowWithActions: Story = {
  args: {
    onRowAction: undefined,
    data: staffRows(4),
    rowActions: (row: StaffRow) => [
      { label: 'Edit', onClick: () => onEdit(row) },
      { label: 'Reset password', onClick: () => onEdit(row) },
      { label: 'Delete', variant: 'danger' as const, onClick: () => onEdit(row) },
    ],
  },
  decorators: [inABox(560)],
  play: async ({ canvasElement }) => {
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
  },
};

/**
 * A name with a right-to-left override reads as it was typed ('Amelia gnp.exe', not
 * 'Amelia exe.png'), isolated from the rest of its row.
 */
export const BidiOverride: Story = {
  args: {
    caption: 'Staff',
    data: staffRows(3).map((row, index) => (index === 0 ? { ...row, name: overriddenName } : row)),
  },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: typedName });
    await expectTypedOrder(cell);
    await expect(within(canvasElement).getByRole('button', { name: `Edit ${typedName}` })).toBeVisible();
  },
};

/**
 * On a phone the list keeps the room its headers and buttons need and scrolls sideways in its box
 * (by touch, or by keyboard once the box has focus): no header is squeezed over its neighbour.
 */
export const OnAPhone: Story = {
  tags: ['phone'],
  args: {
    onRowAction: undefined,
    data: staffRows(4),
    rowActions: (row: StaffRow) => [
      { label: 'Edit', onClick: () => onEdit(row) },
      { label: 'Delete', variant: 'danger' as const, onClick: () => onEdit(row) },
    ],
  },
  decorators: [inABox(340)],
  play: async ({ canvasElement }) => {
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
  },
};

/**
 * An empty list on a phone says so in the middle of what its box shows, wholly: its headers still scroll
 * sideways, and the message stays in view as they do.
 */
// Rules: layout.lists.empty-message-in-view
export const EmptyOnAPhone: Story = {
  tags: ['phone'],
  args: {
    data: [],
    emptyMessage: 'No staff have signed up yet',
    // As wide as a list of the console's (the users' list): more columns than a phone shows.
    columns: [
      ...columns,
      { id: 'userId', header: 'Staff number', accessor: (row) => String(row.userId) },
      { id: 'school', header: 'School', accessor: () => 'Oakfield Primary' },
      { id: 'signedUp', header: 'Signed up at', accessor: () => '' },
    ],
  },
  decorators: [inABox(340)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: 'Staff' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const message = canvas.getByText('No staff have signed up yet');
    const shownWhole = () => {
      const box = list.getBoundingClientRect();
      const text = message.getBoundingClientRect();
      return text.left >= box.left && text.right <= box.right;
    };
    await expect(shownWhole()).toBe(true);
    list.scrollLeft = list.scrollWidth;
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await expect(shownWhole()).toBe(true);
    list.scrollLeft = 0;
  },
};

/**
 * A cell cut with '…' reads whole from the keyboard as on hover: it takes focus (cells that fit do
 * not) and shows its whole text while focused.
 */
export const CutCellByKeyboard: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    onRowAction: undefined,
    data: staffRows(3).map((row, index) => (index === 0 ? { ...row, email: longEmail } : row)),
  },
  decorators: [inABox(560)],
  play: async ({ canvasElement }) => {
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
  },
};
