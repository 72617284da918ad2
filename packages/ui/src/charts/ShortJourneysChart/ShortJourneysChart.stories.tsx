import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { ShortJourneysChart } from './ShortJourneysChart';

const meta = {
  title: 'Charts/ShortJourneysChart',
  tags: ['autodocs'],
  component: ShortJourneysChart,
  args: {
    journeys: { 'UNDER 1.5 MILES': 1312, 'OVER 1.5 MILES': 2875 },
    onRetry: fn(),
  },
} satisfies Meta<typeof ShortJourneysChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.charts.short-journeys
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Car journeys under 1.5 miles',
      ['Distance', 'Journeys'],
      [
        ['UNDER 1.5 MILES', '1,312'],
        ['OVER 1.5 MILES', '2,875'],
      ],
    );
  },
};

export const Empty: Story = {
  args: { journeys: { 'UNDER 1.5 MILES': 0, 'OVER 1.5 MILES': 0 } },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Car journeys under 1.5 miles'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Car journeys under 1.5 miles'),
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
