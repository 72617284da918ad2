import type { Meta, StoryObj } from '@storybook/react-vite';
import { proceedQuestion } from '@stride/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { answerQuestion } from '../../storybook/answer-question';
import { CsvSnapshotForm } from './CsvSnapshotForm';

const meta = {
  title: 'Components/CsvSnapshotForm',
  tags: ['autodocs'],
  component: CsvSnapshotForm,
  args: { onGenerate: fn(async () => true), onCancel: fn() },
} satisfies Meta<typeof CsvSnapshotForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const proceed = (reply: 'Yes' | 'No') => answerQuestion(proceedQuestion, reply);

export const Default: Story = {};

/** Generate asks first; Yes generates and empties the field. */
export const GenerateAfterConfirming: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Table name' }), ' schools ');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await proceed('No');
    await expect(args.onGenerate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await proceed('Yes');
    await expect(args.onGenerate).toHaveBeenCalledWith('schools');
    await expect(canvas.getByRole('textbox', { name: 'Table name' })).toHaveValue('');
  },
};

/** A failed generation keeps the table name for another try. */
export const FailedKeepsTheName: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onGenerate: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Table name' }), 'accounts');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await proceed('Yes');
    await expect(args.onGenerate).toHaveBeenCalledWith('accounts');
    await expect(canvas.getByRole('textbox', { name: 'Table name' })).toHaveValue('accounts');
  },
};

/** No name, or one that is not a table name: a message, no question. */
export const InvalidName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(canvas.getByRole('textbox', { name: 'Table name' })).toHaveAccessibleDescription(
      'Enter a table name',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Table name' }), 'users; drop');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(canvas.getByRole('textbox', { name: 'Table name' })).toHaveAccessibleDescription(
      'A table name has only letters, digits and underscores',
    );
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onGenerate).not.toHaveBeenCalled();
  },
};
