import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  tags: ['autodocs'],
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // One status for screen readers; the grey shapes themselves are hidden from them.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^Loading$/);
  },
};

export const Paragraph: Story = {
  args: { lines: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(1);
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 16, alignItems: 'center' }}>
      <Skeleton shape="circle" label="Loading logo" />
      <Skeleton lines={2} label="Loading school name" />
      <div style={{ gridColumn: '1 / -1' }}>
        <Skeleton shape="rect" height="200px" label="Loading chart" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual([
      'Loading logo',
      'Loading school name',
      'Loading chart',
    ]);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading notices', lines: 3, width: '50%' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading notices');
  },
};
