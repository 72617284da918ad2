import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TestUserForm } from './TestUserForm';
import { organisations } from './integrations.sample';

const meta = {
  title: 'Components/TestUserForm',
  tags: ['autodocs'],
  component: TestUserForm,
  args: { organisations, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof TestUserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a select from the keyboard, as a person tabbing through the form does (the pointer way is covered by the Select's own stories). */
const open = async (canvasElement: HTMLElement, label: RegExp) => {
  within(canvasElement).getByRole('combobox', { name: label }).focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('listbox');
};

const choose = async (canvasElement: HTMLElement, label: RegExp, option: string) => {
  await userEvent.click(within(await open(canvasElement, label)).getByRole('option', { name: option }));
};

export const Default: Story = {};

/**
 * Title, type, names, organisation and email chosen; Add test user sends them (a test: the Default story
 * stays untouched).
 */
export const AddATestUser: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = within(await open(canvasElement, /Title/));
    await expect(titles.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Mrs',
      'Miss',
      'Ms',
      'Mr',
    ]);
    await userEvent.click(titles.getByRole('option', { name: 'Ms' }));
    const types = within(await open(canvasElement, /Type/));
    await expect(types.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'parent',
      'staff',
      'both',
    ]);
    await userEvent.click(types.getByRole('option', { name: 'both' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Tess');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Test');
    await choose(canvasElement, /Organisation/, 'Brook Academy');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'tess@test.uk');
    await userEvent.click(canvas.getByRole('button', { name: 'Add test user' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          title: 'Ms',
          type: 'both',
          first_name: 'Tess',
          last_name: 'Test',
          organization_id: '105',
          email: 'tess@test.uk',
        },
        expect.anything(),
      ),
    );
  },
};

export const AllFieldsRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'tess');
    await userEvent.click(canvas.getByRole('button', { name: 'Add test user' }));
    for (const message of [
      'Please select Title',
      'Please select Type',
      'Please input First name',
      'Please input Last name',
      'Please select an organisation',
      'Please input a valid Email',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('tess');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
