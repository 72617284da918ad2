import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CouncilForm } from './CouncilForm';

const meta = {
  title: 'Components/CouncilForm',
  tags: ['autodocs'],
  component: CouncilForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CouncilForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const complete = {
  name: 'Royal Borough of Greenwich',
  first_name: 'Gina',
  last_name: 'Green',
  email: 'gina@greenwich.test',
  password: 'secret1',
  phone: '020 8854 8888',
  support_email: 'travel@greenwich.test',
  main_phone: '020 8921 4444',
};

const field = (canvasElement: HTMLElement, label: string | RegExp) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

export const Default: Story = {};

/** Every field filled in; Save sends them (a test: the Default story stays untouched). */
export const SaveACouncil: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const type = (label: string | RegExp, text: string) => userEvent.type(field(canvasElement, label), text);
    await type(/Local Authority Name/, complete.name);
    await type(/Support email/, complete.support_email);
    await type(/Main phone/, complete.main_phone);
    await type(/First name/, complete.first_name);
    await type(/Last name/, complete.last_name);
    await type(/^Email/, complete.email);
    await type(/^Password/, complete.password);
    await type(/^Phone/, complete.phone);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(complete, expect.anything()));
  },
};

export const RequiredMessages: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Please input Local Authority Name',
      'Please enter valid email',
      'Please enter valid number',
      'Please enter first name',
      'Please enter last name',
      'Please enter user email',
      'Please enter a password',
      'Please enter phone',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LengthMessages: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, /Local Authority Name/), 'Ab');
    await userEvent.type(field(canvasElement, /^Password/), '12345');
    await userEvent.type(field(canvasElement, /Main phone/), '1234567');
    await userEvent.type(field(canvasElement, /^Email/), 'not-an-email');
    await userEvent.type(field(canvasElement, /Support email/), 'help');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Length should be at least 3')).toBeVisible();
    await expect(canvas.getByText('Please enter at least 6 characters')).toBeVisible();
    await expect(canvas.getByText('Please enter valid number')).toBeVisible();
    await expect(canvas.getByText('Please enter user email')).toBeVisible();
    await expect(canvas.getByText('Please enter valid email')).toBeVisible();
    // What was typed stays.
    await expect(field(canvasElement, /Local Authority Name/)).toHaveValue('Ab');
    await expect(field(canvasElement, /Main phone/)).toHaveValue('1234567');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Editing: Story = {
  args: { editing: true, defaultValues: { ...complete, password: '' } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, /^Email/)).toBeDisabled();
    await expect(field(canvasElement, /^Password/)).toBeDisabled();
    await expect(field(canvasElement, /^Phone/)).toBeDisabled();
    await expect(field(canvasElement, /Local Authority Name/)).toBeEnabled();
  },
};

/** A new name typed; Save sends it (a test: the Editing story stays untouched). */
export const RenameAndSave: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...Editing.args },
  play: async (context) => {
    await Editing.play?.(context);
    const { args, canvasElement } = context;
    await userEvent.clear(field(canvasElement, /Local Authority Name/));
    await userEvent.type(field(canvasElement, /Local Authority Name/), 'Greenwich Council');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Greenwich Council' }),
        expect.anything(),
      ),
    );
  },
};

export const SaveWithoutId: Story = {
  tags: ['!dev', '!autodocs'],
  args: { error: 'Errors', defaultValues: complete },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Errors');
    await expect(field(canvasElement, /Local Authority Name/)).toHaveValue(complete.name);
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})), defaultValues: complete },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** Each change the user makes reports the whole form (the console keeps it as a draft); mounting reports nothing. */
export const ReportsEachChange: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onValuesChange: fn() },
  play: async ({ args, canvasElement }) => {
    await expect(args.onValuesChange).not.toHaveBeenCalled();
    await userEvent.type(field(canvasElement, /Local Authority Name/), 'Kent');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Kent', support_email: '' }),
    );
  },
};
