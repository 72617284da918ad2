import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OrgUserForm } from './OrgUserForm';

const meta = {
  title: 'Components/OrgUserForm',
  tags: ['autodocs'],
  component: OrgUserForm,
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof OrgUserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

export const Default: Story = {};

/**
 * Email, names, password and a role chosen among three; Save user sends them (a test: the Default story stays
 * untouched).
 */
// Rules: organisations.records.org-user-fields, organisations.roles.org-user-role-ids
export const SaveAUser: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, /Email/), 'nia@hill.test');
    await userEvent.type(field(canvasElement, /First name/), 'Nia');
    await userEvent.type(field(canvasElement, /Last name/), 'New');
    await userEvent.type(field(canvasElement, /^Password/), 'secret1');
    await userEvent.click(canvas.getByRole('combobox', { name: /Role/ }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'School admin',
      'Council admin',
      'Org admin',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Org admin' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save user' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { email: 'nia@hill.test', first_name: 'Nia', last_name: 'New', password: 'secret1', role_id: '9' },
        expect.anything(),
      ),
    );
  },
};

export const RequiredMessages: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, /First name/), 'Nia');
    await userEvent.click(canvas.getByRole('button', { name: 'Save user' }));
    for (const message of [
      'Please enter user email',
      'Please enter last name',
      'Please enter a password',
      'Please select a role',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(field(canvasElement, /First name/)).toHaveValue('Nia');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Editing: Story = {
  args: {
    editing: true,
    defaultValues: { email: 'ann@hill.test', first_name: 'Ann', last_name: 'Lee', role_id: '7' },
  },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, /^Password/)).toHaveAccessibleDescription(
      'Leave blank to keep the current password',
    );
  },
};

/**
 * Save with the password left blank keeps it; Cancel calls onCancel (a test: the Editing story stays
 * untouched).
 */
export const SaveKeepsThePasswordThenCancel: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Editing.args },
  play: async (context) => {
    await Editing.play?.(context);
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save user' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ password: '', role_id: '7' }),
        expect.anything(),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
