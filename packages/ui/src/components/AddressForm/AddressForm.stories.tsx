import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressForm } from './AddressForm';

const meta = {
  title: 'Components/AddressForm',
  component: AddressForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: RegExp) => within(canvasElement).getByLabelText(label, { selector: 'input' });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement, /^Name/), 'Annexe');
    await userEvent.type(field(canvasElement, /Postcode/), 'NW5 2BB');
    await userEvent.type(field(canvasElement, /Latitude/), '51.55');
    await userEvent.type(field(canvasElement, /Longitude/), '-0.14');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Annexe', postcode: 'NW5 2BB', latitude: '51.55', longitude: '-0.14', country: 'United Kingdom' }), expect.anything()),
    );
  },
};

export const NameIsMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, /Postcode/), 'NW5 2BB');
    await userEvent.type(field(canvasElement, /Latitude/), 'north');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Name is missing')).toBeVisible();
    await expect(canvas.getByText('Enter a number')).toBeVisible();
    await expect(field(canvasElement, /Postcode/)).toHaveValue('NW5 2BB');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Editing: Story = {
  args: { 'aria-label': 'Edit address', defaultValues: { name: 'Main site', postcode: 'NW5 1AA', latitude: '51.55', longitude: '-0.14' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Edit address' })).toBeVisible();
    await expect(field(canvasElement, /^Name/)).toHaveValue('Main site');
  },
};
