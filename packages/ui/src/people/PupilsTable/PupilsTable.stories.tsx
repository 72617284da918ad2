import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pupilsFixture } from '../PeopleTable/people-fixtures';
import { PupilsTable } from './PupilsTable';

const meta = {
  title: 'Components/PupilsTable',
  tags: ['autodocs'],
  component: PupilsTable,
  args: { rows: pupilsFixture, onEdit: fn(), onDownload: fn(), today: new Date(2026, 0, 9) },
} satisfies Meta<typeof PupilsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: people.users.pupils-columns
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Pupils' })).toBeVisible();
    for (const header of ['Name', 'Year', "Parents' names", 'Parent emails'])
      await expect(canvas.getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
  },
};

/**
 * A filter narrows the pupils; Edit hands over its pupil; Export CSV downloads the list (a test: the Default
 * story stays untouched).
 */
// Rules: people.users.column-filters
export const FilterEditAndExport: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter Parent emails' }), 'AISHA');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Showing [1-9] of 18/));
    const [row] = within(canvasElement).getAllByRole('row').slice(1);
    await userEvent.click(within(row).getByRole('button', { name: /^Edit/ }));
    // The row Edit was pressed on is the pupil handed over (opened by student_id).
    await expect(args.onEdit).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'Dev', last_name: 'Khan', student_id: 512 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onDownload).toHaveBeenCalledWith(
      'pupils-2026-01-09.csv',
      expect.stringContaining(`"Name","Year","Parents' names","Parent emails"`),
    );
  },
};

export const Loading: Story = { args: { loading: true } };
