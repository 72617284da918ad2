import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrgRelationshipsForm } from './OrgRelationshipsForm';

const meta = {
  title: 'Components/OrgRelationshipsForm',
  tags: ['autodocs'],
  component: OrgRelationshipsForm,
  args: { defaultValues: { has_sub_orgs: false, has_multi_schools: true }, onSubmit: fn() },
} satisfies Meta<typeof OrgRelationshipsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Has multiple schools' })).toBeChecked();
  },
};

/**
 * Has sub-organisations switched on; Save relationships sends both (a test: the Default story stays
 * untouched).
 */
export const SaveRelationships: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Has sub-organisations' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save relationships' }));
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith({ has_sub_orgs: true, has_multi_schools: true }),
    );
  },
};
