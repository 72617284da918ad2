import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { parentsFixture } from '../PeopleTable/people-fixtures';
import { ParentsTable } from './ParentsTable';
import { pressRetryAfter } from '../../storybook/retry-story';

const meta = {
  title: 'Components/ParentsTable',
  tags: ['autodocs'],
  component: ParentsTable,
  args: {
    rows: parentsFixture(),
    onEdit: fn(),
    onDownload: fn(),
    onRetry: fn(),
    today: new Date(2026, 10, 21),
  },
} satisfies Meta<typeof ParentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);
const firstCells = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement).map((row) => within(row).getAllByRole('cell')[0].textContent);

// Rules: people.users.parents-columns, people.users.default-sort
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Parents' })).toBeVisible();
    for (const header of ['First name', 'Last name', 'Children', 'Email'])
      await expect(canvas.getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    // First column ascending by default, whatever the case of the names.
    await expect(canvas.getByRole('columnheader', { name: /First name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(firstCells(canvasElement).slice(0, 3)).toEqual(['Aisha', 'Aisha', 'ben']);
  },
};

/** Edit hands its parent to onEdit (a test: the Default story stays untouched). */
export const EditCallsOnEdit: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Edit ben/ })[0]);
    await expect(context.args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'ben' }));
  },
};

/** The children filter is a case-insensitive "contains"; Export saves only the rows shown, in their order. */
// Rules: people.users.column-filters, people.users.export-csv
export const FilterSortAndExport: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Children' }), 'MIA');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 6 of 24'));
    await userEvent.click(canvas.getByRole('button', { name: /Last name/ }));
    await expect(canvas.getByRole('columnheader', { name: /Last name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    const [fileName, csv] = (args.onDownload as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toBe('parents-2026-11-21.csv');
    // A byte-order mark first (spreadsheets then read non-ASCII names), every cell quoted.
    await expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.trim().split('\r\n');
    await expect(lines[0]).toBe('"First name","Last name","Children","Email"');
    await expect(lines).toHaveLength(7);
    const lastNames = lines.slice(1).map((line) => line.split('","')[1]);
    await expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
    await expect(lines.slice(1).every((line) => line.includes('Mia'))).toBe(true);
  },
};

/** 100 000 parents: only the visible rows are in the page. */
export const HundredThousandParents: Story = {
  args: { rows: parentsFixture(100_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 100,000 of 100,000');
    await expect(bodyRows(canvasElement).length).toBeLessThan(60);
  },
};

/** A filter over 100 000 parents still answers (a test: the HundredThousandParents story stays untouched). */
export const FilterAHundredThousandParents: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...HundredThousandParents.args },
  play: async (context) => {
    await HundredThousandParents.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter First name' }), 'parent 99999');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 of 100,000'));
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No parents yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: 'Error occured' },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: pressRetryAfter(LoadFailed),
};
