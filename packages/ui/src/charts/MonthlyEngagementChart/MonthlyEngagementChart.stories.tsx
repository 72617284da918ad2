import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  expectEmpty,
  expectLoading,
  expectRetry,
  expectSummaryTable,
  expectValueAxis,
} from '../chart-story-plays';
import { MonthlyEngagementChart } from './MonthlyEngagementChart';

const meta = {
  title: 'Charts/MonthlyEngagementChart',
  tags: ['autodocs'],
  component: MonthlyEngagementChart,
  args: {
    months: ['Sep', 'Oct', 'Cur'],
    stats: [
      { students_perc: 42.5, active_users_90days: 61.25 },
      { students_perc: 47, active_users_90days: 100 },
      { students_perc: 51.75, active_users_90days: 112.4 },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof MonthlyEngagementChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.engagement.percentages, metrics.engagement.active-cap, metrics.engagement.months
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Engagement per month',
      ['Month', 'Students %', 'Active users in 90 days %'],
      [
        ['Sep', '42.5', '61.25'],
        ['Oct', '47', '100'],
        // The server's 112.4 is capped at 100.00.
        ['Cur', '51.75', '100'],
      ],
    );
    // Percentages only, on an axis from 0 to 100 %, whatever the lowest value.
    await expectValueAxis(canvasElement, 'Engagement per month', ['0%', '100%']);
  },
};

export const Empty: Story = {
  args: {
    stats: [0, 0, 0].map(() => ({ students_perc: 0, active_users_90days: 0 })),
  },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Engagement per month'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Engagement per month'),
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
