import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormActions } from './FormActions';

const meta = {
  title: 'Components/FormActions',
  tags: ['autodocs'],
  component: FormActions,
  args: { submitLabel: 'Save option', onCancel: fn() },
  decorators: [
    (Story) => (
      <form aria-label="Option" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save option' })).toHaveAttribute('type', 'submit');
  },
};

/** Cancel calls onCancel (a test: the Default story stays untouched). */
export const CancelCallsOnCancel: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(context.args.onCancel).toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Save option/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
