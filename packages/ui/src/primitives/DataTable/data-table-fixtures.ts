import { fn } from 'storybook/test';
import type { DataTableColumn } from './data-table-filters';
import type { DataTableProps } from './DataTable.types';
import { staffRows, type StaffRow } from './staff-rows';

/** The record table the DataTable stories show (columns, Edit and Delete), and a long e-mail for cut cells. */

const recordColumns: DataTableColumn<StaffRow>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, rowHeader: true },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
  { id: 'staffType', header: 'Staff type', accessor: (row) => row.staffType },
];
export const onEdit = fn<(row: StaffRow) => void>();
export const onDelete = fn<(row: StaffRow) => Promise<void>>(async () => {});

/** The buttons every story of a record table has: Edit, and Delete after a question. */
export const recordArgs = {
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

export const longEmail = 'the.head.teacher.of.meadow.primary@meadow-primary-school.example.sch.uk';
