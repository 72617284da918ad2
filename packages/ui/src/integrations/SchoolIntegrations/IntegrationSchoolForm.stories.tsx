import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IntegrationSchoolForm } from './IntegrationSchoolForm';
import { organisations } from './integrations.sample';

const meta = {
  title: 'Components/IntegrationSchoolForm',
  tags: ['autodocs'],
  component: IntegrationSchoolForm,
  args: { organisations, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof IntegrationSchoolForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name });

export const Default: Story = {};

/**
 * Name, organisation, provider school id and token filled in; Add school sends them (a test: the Default
 * story stays untouched).
 */
export const AddASchool: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'Name'), 'Hill Primary');
    await userEvent.click(canvas.getByRole('combobox', { name: /Organisation/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hill Primary' }));
    await userEvent.type(field(canvasElement, 'Provider school id'), 'A0001');
    await userEvent.type(field(canvasElement, 'Token'), 'tok_123');
    await userEvent.click(canvas.getByRole('button', { name: 'Add school' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          name: 'Hill Primary',
          organization_id: '101',
          provider_school_id: 'A0001',
          token: 'tok_123',
          notes: '',
        },
        expect.anything(),
      ),
    );
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, 'Token'), 'tok_123');
    await userEvent.click(canvas.getByRole('button', { name: 'Add school' }));
    for (const message of [
      'Please input School name',
      'Please select an organisation',
      'Please input Provider school id',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(field(canvasElement, 'Token')).toHaveValue('tok_123');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
