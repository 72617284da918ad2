import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { seriesChartStories, seriesStoryArgs } from '../chart-story-plays';
import { StackedBarChart } from './StackedBarChart';

const meta = {
  title: 'Charts/StackedBarChart',
  tags: ['autodocs'],
  component: StackedBarChart,
  args: {
    title: 'New notices',
    ...seriesStoryArgs,
    onRetry: fn(),
  },
} satisfies Meta<typeof StackedBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = seriesChartStories('New notices');

export const Default: Story = stories.Default;

export const Empty: Story = stories.Empty;

export const Loading: Story = stories.Loading;

export const ErrorWithRetry: Story = stories.ErrorWithRetry;

/** Retry calls onRetry (a test: the ErrorWithRetry story stays untouched). */
export const RetryCallsOnRetry: Story = stories.RetryCallsOnRetry;
