import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';

const meta = {
  title: 'Editor/RichTextEditor',
  tags: ['autodocs'],
  component: RichTextEditor,
  args: { label: 'Message', value: '<p>Hello <strong>families</strong></p>', onValueChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <RichTextEditor
        {...args}
        value={value}
        onValueChange={(html) => {
          args.onValueChange(html);
          setValue(html);
        }}
      />
    );
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveTextContent('Hello families');
    await expect(canvas.getByText('families').tagName).toBe('STRONG');
  },
};

export const BoldText: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Message' }));
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    document.execCommand('insertText', false, 'Walk on Friday');
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith('<p><strong>Walk on Friday</strong></p>'),
    );
  },
};

export const WithError: Story = {
  args: { value: '', error: 'Please fill in all required fields' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please fill in all required fields');
  },
};
