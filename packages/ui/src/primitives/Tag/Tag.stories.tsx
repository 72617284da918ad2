import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'Primitives/Tag',
  tags: ['autodocs'],
  component: Tag,
  args: { children: 'Draft' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft')).toBeVisible();
  },
};

/** An unread inbox message. */
export const New: Story = {
  args: { variant: 'accent', children: 'New' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Tag {...args} variant="neutral">
        Draft
      </Tag>
      <Tag {...args} variant="accent">
        New
      </Tag>
      <Tag {...args} variant="success">
        Active
      </Tag>
      <Tag {...args} variant="warning">
        Pending
      </Tag>
      <Tag {...args} variant="danger">
        Disabled
      </Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Draft', 'New', 'Active', 'Pending', 'Disabled']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const InContext: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <strong>Travel survey results are in</strong>
      <Tag {...args} variant="accent">
        New
      </Tag>
    </p>
  ),
};
