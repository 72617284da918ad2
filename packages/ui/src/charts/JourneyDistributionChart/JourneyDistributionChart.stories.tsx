import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { JourneyDistributionChart } from './JourneyDistributionChart';

const meta = {
  title: 'Charts/JourneyDistributionChart',
  tags: ['autodocs'],
  component: JourneyDistributionChart,
  args: {
    data: [
      { label: '0-0.5 miles', count: 1820 },
      { label: '0.5-1 miles', count: 2641 },
      { label: '1-2 miles', count: 3105 },
      { label: '2-5 miles', count: 1477 },
      { label: '5+ miles', count: 390 },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof JourneyDistributionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.charts.journey-distribution
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Journey distribution by distance',
      ['Distance', 'Journeys'],
      [
        ['0-0.5 miles', '1,820'],
        ['0.5-1 miles', '2,641'],
        ['1-2 miles', '3,105'],
        ['2-5 miles', '1,477'],
        ['5+ miles', '390'],
      ],
    );
  },
};

export const Empty: Story = {
  args: { data: [{ label: '0-0.5 miles', count: 0 }] },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Journey distribution by distance'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Journey distribution by distance'),
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
