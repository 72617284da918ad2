import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { YearStructureEditor } from './YearStructureEditor';

const rows = [
  { id: 1, value: 0, name: 'Reception', status: 'active' as const, organization_address_id: 8 },
  { value: 1, name: 'Year 1', status: 'inactive' as const, organization_address_id: null },
];

const meta = {
  title: 'Components/YearStructureEditor',
  tags: ['autodocs'],
  component: YearStructureEditor,
  args: {
    rows,
    addresses: [
      { id: 8, name: 'Main site' },
      { id: 9, name: 'Annexe' },
    ],
    onSave: fn(),
  },
} satisfies Meta<typeof YearStructureEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Reception active' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Address of Year 1' })).toBeDisabled();
  },
};

/** Save structure sends the rows as shown (a test: the Default story stays untouched). */
export const SaveTheStructure: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save structure' }));
    await waitFor(() => expect(context.args.onSave).toHaveBeenCalledWith(rows));
  },
};

export const AddressNotSelected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Year 1 active' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save structure' }));
    await expect(await canvas.findByText('Address not selected')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Address of Year 1' })).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    // Choosing an address lets it save.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Address of Year 1' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Annexe' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save structure' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith([
        rows[0],
        { ...rows[1], status: 'active', organization_address_id: 9 },
      ]),
    );
  },
};

export const SwitchingALevelOff: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Reception active' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save structure' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith([{ ...rows[0], status: 'inactive' }, rows[1]]),
    );
  },
};
