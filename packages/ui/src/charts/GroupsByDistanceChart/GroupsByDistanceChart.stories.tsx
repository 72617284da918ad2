import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { GroupsByDistanceChart } from './GroupsByDistanceChart';

const meta = {
  title: 'Charts/GroupsByDistanceChart',
  tags: ['autodocs'],
  component: GroupsByDistanceChart,
  args: {
    data: [
      { label: '0-0.5 miles', count: 182 },
      { label: '0.5-1 miles', count: 264 },
      { label: '1-2 miles', count: 311 },
      { label: '2-5 miles', count: 147 },
      { label: '5+ miles', count: 39 },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof GroupsByDistanceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.charts.groups-by-distance
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Groups by distance',
      ['Distance', 'Users'],
      [
        ['0-0.5 miles', '182'],
        ['0.5-1 miles', '264'],
        ['1-2 miles', '311'],
        ['2-5 miles', '147'],
        ['5+ miles', '39'],
      ],
    );
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Groups by distance'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Groups by distance'),
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
