import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectPendingUntilRedrawn, seriesChartStories, seriesStoryArgs } from '../chart-story-plays';
import { LineChart } from './LineChart';

const meta = {
  title: 'Charts/LineChart',
  tags: ['autodocs'],
  component: LineChart,
  args: {
    title: 'Active users',
    ...seriesStoryArgs,
    onRetry: fn(),
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = seriesChartStories('Active users');

export const Default: Story = stories.Default;

export const Empty: Story = stories.Empty;

export const Loading: Story = stories.Loading;

export const ErrorWithRetry: Story = stories.ErrorWithRetry;

/** Retry calls onRetry (a test: the ErrorWithRetry story stays untouched). */
export const RetryCallsOnRetry: Story = stories.RetryCallsOnRetry;

/**
 * Narrowed, the chart is pending (the visual check waits) until ApexCharts has drawn it again at its new
 * width. A test.
 */
export const RedrawnWhenResized: Story = {
  tags: ['!dev', '!autodocs'],
  play: ({ canvasElement }) => expectPendingUntilRedrawn(canvasElement, 'Active users'),
};
