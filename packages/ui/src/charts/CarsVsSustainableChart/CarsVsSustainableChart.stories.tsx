import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { CarsVsSustainableChart } from './CarsVsSustainableChart';

const meta = {
  title: 'Charts/CarsVsSustainableChart',
  tags: ['autodocs'],
  component: CarsVsSustainableChart,
  args: {
    journeys: {
      'Car - low occupancy': 2140,
      'Car - high occupancy': 655,
      carpool: 310,
      'school bus/public transport/walk or cycle': 4022,
    },
    onRetry: fn(),
  },
} satisfies Meta<typeof CarsVsSustainableChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.charts.cars-vs-sustainable
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Cars versus sustainable travel',
      ['Travel', 'Journeys'],
      [
        ['Car - low occupancy', '2,140'],
        ['Car - high occupancy', '655'],
        ['carpool', '310'],
        ['school bus/public transport/walk or cycle', '4,022'],
      ],
    );
  },
};

export const Empty: Story = {
  args: {
    journeys: {
      'Car - low occupancy': 0,
      'Car - high occupancy': 0,
      carpool: 0,
      'school bus/public transport/walk or cycle': 0,
    },
  },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Cars versus sustainable travel'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Cars versus sustainable travel'),
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
