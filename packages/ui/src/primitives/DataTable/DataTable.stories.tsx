import type { ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './data-table-filters';
import { longEmail, onEdit, recordArgs } from './data-table-fixtures';
import {
  byKeyboard,
  cutCellByKeyboard,
  filtered,
  manyRows,
  narrowWithActions,
  onAPhone,
  record,
  sorted,
  staffTable,
  editBenPatel,
} from './data-table-story-steps';
import { manyStaffRows, staffRows } from './staff-rows';
import type { StaffRow } from './staff-rows';
import { tabTo } from '../../storybook/keyboard';
import { expectTypedOrder, overriddenName, typedName } from '../../storybook/bidi';

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
  play: staffTable,
};

/** A row's Edit hands that row over (a test). */
export const EditARow: Story = {
  tags: ['!dev'],
  play: async (context) => {
    await Default.play?.(context);
    await editBenPatel(context);
  },
};

export const Sorted: Story = {
  args: { defaultSort: { columnId: 'email', direction: 'descending' } },
  play: sorted,
};

export const Filtered: Story = {
  play: filtered,
};

/**
 * Keyboard only: Tab reaches the scroll area (focusable, so the browser's arrow keys scroll it),
 * each sort button (Enter sorts), each filter (typing filters) and each row's Edit (Enter runs it).
 */
export const ByKeyboard: Story = {
  tags: ['!dev'],
  play: byKeyboard,
};

export const Empty: Story = {
  args: { data: [], emptyMessage: 'No staff have signed up yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No staff have signed up yet')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 0 of 0');
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Staff' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
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
  play: manyRows,
};

/**
 * A record table: the rows in the given order, no sorting, filters or row count; the name column
 * heads each row; the Actions header shows; Delete asks first, No keeps the row, Yes deletes it.
 */
export const Record: Story = {
  args: recordArgs,
  play: record,
};

/** Keyboard only: Tab goes from button to button, row by row (a record table adds no stop of its own). */
export const RecordByKeyboard: Story = {
  tags: ['!dev'],
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
  tags: ['!dev'],
  play: async (context) => {
    await LoadFailed.play?.(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(context.args.onRetry).toHaveBeenCalledTimes(1);
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
  play: narrowWithActions,
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
  play: onAPhone,
};

/**
 * A cell cut with '…' reads whole from the keyboard as on hover: it takes focus (cells that fit do
 * not) and shows its whole text while focused.
 */
export const CutCellByKeyboard: Story = {
  tags: ['!dev'],
  args: {
    onRowAction: undefined,
    data: staffRows(3).map((row, index) => (index === 0 ? { ...row, email: longEmail } : row)),
  },
  decorators: [inABox(560)],
  play: cutCellByKeyboard,
};
