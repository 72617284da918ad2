import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OrganisationForm } from './OrganisationForm';

const councils = [
  { id: 1, name: 'London Borough of Camden' },
  { id: 3, name: 'London Borough of Hackney' },
];

const meta = {
  title: 'Components/OrganisationForm',
  tags: ['autodocs'],
  component: OrganisationForm,
  args: { onSubmit: fn(), councils },
} satisfies Meta<typeof OrganisationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

async function choose(canvasElement: HTMLElement, select: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

export const Default: Story = {};

/**
 * Name, type, council, contact and parent code filled in; Save sends them (a test: the Default story stays
 * untouched).
 */
export const SaveAnOrganisation: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement, /Org name/), 'Hill Primary');
    await choose(canvasElement, /School type/, 'Council');
    await choose(canvasElement, /Council/, 'London Borough of Hackney');
    await userEvent.type(field(canvasElement, /Email/), 'office@hill.test');
    await userEvent.type(field(canvasElement, /First name/), 'Ann');
    await userEvent.type(field(canvasElement, /Last name/), 'Lee');
    await userEvent.type(field(canvasElement, /Parent code/), 'HILL01');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          name: 'Hill Primary',
          school_type: 'COUNCIL',
          council_id: '3',
          email: 'office@hill.test',
          first_name: 'Ann',
          last_name: 'Lee',
          phone: '',
          code: 'HILL01',
          staff_code: '',
        },
        expect.anything(),
      ),
    );
  },
};

export const RequiredMessages: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Please input Org name',
      'Please select School type',
      'Please enter user email',
      'Please enter first name',
      'Please enter last name',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShortNameAndCodes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement, /Parent code/)).toHaveAccessibleDescription('At least 6 characters');
    await userEvent.type(field(canvasElement, /Org name/), 'Hi');
    await userEvent.type(field(canvasElement, /Staff code/), 'ABC');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please input Org name')).toBeVisible();
    await expect(field(canvasElement, /Staff code/)).toHaveAccessibleDescription(/At least 6 characters/);
    await expect(field(canvasElement, /Staff code/)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement, /Org name/)).toHaveValue('Hi');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Editing: Story = {
  args: {
    'aria-label': 'Edit organisation',
    defaultValues: {
      name: 'Hill Primary',
      school_type: 'INDEPENDENT',
      council_id: '',
      email: 'office@hill.test',
      first_name: 'Ann',
      last_name: 'Lee',
      code: 'HILL01',
      staff_code: 'HILLST01',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Edit organisation' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /School type/ })).toHaveTextContent('Independent');
    await expect(canvas.getByRole('combobox', { name: /Council/ })).toHaveTextContent('No council');
  },
};

export const SaveWithoutId: Story = {
  tags: ['!dev', '!autodocs'],
  args: { error: 'Errors' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Errors');
  },
};

/** Each change the user makes reports the whole form (the console keeps it as a draft); mounting reports nothing. */
export const ReportsEachChange: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onValuesChange: fn() },
  play: async ({ args, canvasElement }) => {
    await expect(args.onValuesChange).not.toHaveBeenCalled();
    await userEvent.type(field(canvasElement, /Org name/), 'Hill');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Hill' }));
    await choose(canvasElement, /School type/, 'Council');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Hill', school_type: 'COUNCIL' }),
    );
  },
};
