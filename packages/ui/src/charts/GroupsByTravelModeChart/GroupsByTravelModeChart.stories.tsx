import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { GroupsByTravelModeChart } from './GroupsByTravelModeChart';

const meta = {
  title: 'Charts/GroupsByTravelModeChart',
  tags: ['autodocs'],
  component: GroupsByTravelModeChart,
  args: {
    data: [
      { mode: 'CAR', count: 402 },
      { mode: 'CARPOOL', count: 88 },
      { mode: 'BUS', count: 120 },
      { mode: 'WALKING', count: 515 },
      { mode: 'BICYCLING', count: 64 },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof GroupsByTravelModeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.charts.groups-by-travel-mode
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Groups by travel mode',
      ['Travel mode', 'Users'],
      [
        ['Car', '402'],
        ['Carpool', '88'],
        ['Bus', '120'],
        ['Walking', '515'],
        ['Bicycling', '64'],
      ],
    );
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Groups by travel mode'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Groups by travel mode'),
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
