import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PerformanceCircle } from './PerformanceCircle';

const meta = {
  title: 'Components/PerformanceCircle',
  tags: ['autodocs'],
  component: PerformanceCircle,
  args: { label: 'Pupils registered', percent: 38, value: 150, total: 400 },
} satisfies Meta<typeof PerformanceCircle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Pupils registered' });
    await expect(meter).toHaveAttribute('aria-valuenow', '38');
    await expect(meter).toHaveAttribute('aria-valuetext', '38%, 150 of 400');
    await expect(within(canvasElement).getByText('150 of 400')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { label: 'Active travel', percent: 0, value: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter', { name: 'Active travel' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

export const Complete: Story = {
  args: { label: 'Staff registered', percent: 100, value: 40, total: 40 },
};

export const OverOneHundred: Story = {
  // More registered than the school says it has: the text says so, the ring stops full.
  args: { label: 'Staff registered', percent: 115, value: 46, total: 40 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Staff registered' });
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect(meter).toHaveAttribute('aria-valuetext', '115%, 46 of 40');
  },
};

export const WithoutCounts: Story = {
  args: { label: 'Sustainable travel', percent: 63, value: undefined, total: undefined },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading Pupils registered');
    await expect(within(canvasElement).queryByRole('meter')).not.toBeInTheDocument();
  },
};
