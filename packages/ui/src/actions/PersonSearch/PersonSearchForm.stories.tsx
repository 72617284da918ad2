import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PersonSearchForm } from './PersonSearchForm';

const meta = {
  title: 'Components/PersonSearchForm',
  tags: ['autodocs'],
  component: PersonSearchForm,
  args: { onSearch: fn() },
} satisfies Meta<typeof PersonSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * A last name and a student id typed, Enter searches with them as typed (a test: the Default story stays
 * untouched).
 */
export const SearchWithEnter: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Last name'), ' Lee ');
    await userEvent.type(canvas.getByLabelText('Student id'), '42{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ last_name: ' Lee ', student_id: '42', first_name: '' }),
    );
  },
};

export const NothingTyped: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByText('Fill in at least one field to search')).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const IdNotANumberKeepsTheText: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('First name'), 'Ann');
    await userEvent.type(canvas.getByLabelText('User id'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByLabelText('User id')).toHaveAccessibleDescription('Enter a number');
    await expect(canvas.getByLabelText('First name')).toHaveValue('Ann');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByLabelText('First name')).toHaveValue('');
  },
};

export const Searching: Story = {
  args: { searching: true },
};
