import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { staffFixture } from '../PeopleTable/people-fixtures';
import { StaffTable } from './StaffTable';

const meta = {
  title: 'Components/StaffTable',
  tags: ['autodocs'],
  component: StaffTable,
  args: { rows: staffFixture, onEdit: fn(), onDownload: fn() },
} satisfies Meta<typeof StaffTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: people.users.staff-columns, people.users.default-sort, people.entities.staff-row
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Staff' })).toBeVisible();
    for (const header of ['Name', 'Email', 'Staff type'])
      await expect(canvas.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Aisha Okafor' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Numbers and codes both read as the spec's labels.
    const aisha = canvas.getByRole('row', { name: /Aisha Okafor/ });
    await expect(within(aisha).getByText('Head teacher')).toBeVisible();
    await expect(canvas.getAllByText('School Office').length).toBeGreaterThan(0);
  },
};

/** Edit hands its staff member to onEdit (a test: the Default story stays untouched). */
export const EditCallsOnEdit: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    const aisha = canvas.getByRole('row', { name: /Aisha Okafor/ });
    await userEvent.click(within(aisha).getByRole('button', { name: 'Edit Aisha Okafor' }));
    await expect(context.args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ user_id: 2000 }));
  },
};

/** Filtering the staff type by its label, in any case. */
// Rules: people.users.column-filters
export const FilterByStaffType: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Staff type' }), 'school office');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 of 14'));
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    await expect(canvas.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const Empty: Story = { args: { rows: [] } };
