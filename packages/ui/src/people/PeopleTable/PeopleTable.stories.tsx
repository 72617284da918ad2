import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ParentRow } from '@stride/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DataTableColumn } from '../../primitives/DataTable/data-table-filters';
import { parentsFixture } from './people-fixtures';
import { PeopleTable } from './PeopleTable';
import { pressRetryAfter } from '../../storybook/retry-story';

/*
 * PeopleTable is internal: StaffTable, ParentsTable and PupilsTable are it with their columns. These
 * stories show what it adds to DataTable, on a list of its own ('Contacts'): the list's name on the
 * table, the empty message, the failure with Retry, Edit, and Export CSV of the rows shown.
 */
const ContactsTable = PeopleTable<ParentRow>;
const columns: DataTableColumn<ParentRow>[] = [
  { id: 'last_name', header: 'Surname', accessor: (row) => row.last_name },
  { id: 'email', header: 'Email', accessor: (row) => row.email },
];
const contacts = parentsFixture(12);

const meta = {
  title: 'Components/PeopleTable',
  tags: ['autodocs'],
  component: ContactsTable,
  args: {
    listName: 'Contacts',
    columns,
    rows: contacts,
    getRowId: (row) => String(row.user_id),
    onEdit: fn(),
    onDownload: fn(),
    onRetry: fn(),
    today: new Date(2026, 10, 21),
  },
} satisfies Meta<typeof ContactsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table is named after the list, sorted by its first column; Edit hands over the row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Contacts' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 12 of 12');
    await expect(canvas.getByRole('columnheader', { name: /^Surname/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** Edit hands its row to onEdit (a test: the Default story stays untouched). */
export const EditCallsOnEdit: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    const first = [...contacts].sort(
      (a, b) => a.last_name.localeCompare(b.last_name) || a.user_id - b.user_id,
    )[0]!;
    await userEvent.click(canvas.getAllByRole('button', { name: `Edit ${first.last_name}` })[0]!);
    await expect(context.args.onEdit).toHaveBeenCalledWith(first);
  },
};

/** Export CSV saves the rows shown (filtered, in the sort order) in a file named after the list and the day. */
// Rules: people.users.export-csv
export const ExportShownRows: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const surname = contacts[0]!.last_name;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Surname' }), surname.toUpperCase());
    const matching = contacts.filter((row) => row.last_name === surname);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(`Showing ${matching.length} of 12`),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Email/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const [fileName, csv] = (args.onDownload as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toBe('contacts-2026-11-21.csv');
    const emails = matching.map((row) => row.email).sort();
    await expect(csv.trim().split('\r\n')).toEqual([
      '"Surname","Email"',
      ...emails.map((email) => `"${surname}","${email}"`),
    ]);
  },
};

/** While loading the rows are skeletons and Export waits. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** No rows: the message names the list. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No contacts yet')).toBeVisible();
  },
};

/** A failed load shows why, with Retry, instead of the table. */
export const LoadFailed: Story = {
  args: { error: 'The list could not be loaded.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The list could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
