import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Primitives/TextAreaField',
  tags: ['autodocs'],
  component: TextAreaField,
  args: { label: 'Text', onChange: fn() },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Typing fills it; a huge paste stops at 10 000 characters (a test: the Default story stays untouched). */
export const TypeAndPaste: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Text' });
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Walk to school{Enter}every Friday');
    await expect(area).toHaveValue('Walk to school\nevery Friday');
    await expect(args.onChange).toHaveBeenCalled();
    // Every text field has a limit (ADR 0106): a huge paste stops at 10 000 characters.
    await userEvent.clear(area);
    await userEvent.paste('x'.repeat(10_050));
    await expect((area as HTMLTextAreaElement).value).toHaveLength(10_000);
    await userEvent.clear(area);
    await userEvent.keyboard('Walk to school{Enter}every Friday');
  },
};

export const WithDescription: Story = {
  args: { description: 'At most 1000 characters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(
      'At most 1000 characters.',
    );
  },
};

export const Invalid: Story = {
  args: { error: 'Text can be at most 1000 characters', required: true, defaultValue: 'Too long' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Text' });
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription('Text can be at most 1000 characters');
    await expect(area).toBeRequired();
  },
};
