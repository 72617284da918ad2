import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectTiles } from '../chart-story-plays';
import { DropOffAverage } from './DropOffAverage';

const meta = {
  title: 'Charts/DropOffAverage',
  tags: ['autodocs'],
  component: DropOffAverage,
  args: { value: 3.42, onRetry: fn() },
} satisfies Meta<typeof DropOffAverage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure carries its unit: minutes, to two decimals as the answer gives them. */
// Rules: metrics.charts.drop-off-average
export const Default: Story = {
  play: async ({ canvasElement }) => expectTiles(canvasElement, [['Average drop-off time', '3.42 min']]),
};

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Drop-off average'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Drop-off average'),
};

export const ErrorWithRetry: Story = {
  args: { error: 'Error occured' },
};

/** Retry calls onRetry (a test: the ErrorWithRetry story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...ErrorWithRetry.args },
  play: async ({ canvasElement, args }) => expectRetry(canvasElement, args.onRetry, 'Error occured'),
};
