import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectTiles } from '../chart-story-plays';
import { TotalsPanel } from './TotalsPanel';

const meta = {
  title: 'Charts/TotalsPanel',
  tags: ['autodocs'],
  component: TotalsPanel,
  args: {
    totals: {
      total_users: 1532,
      total_staff: 84,
      total_parents: 1448,
      total_children: 1903,
      total_cars: 611,
      total_active_time: 45725,
      total_distance: 18240.75,
      total_journeys: 9312,
      total_co2: 2410.5,
    },
    onRetry: fn(),
  },
} satisfies Meta<typeof TotalsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.charts.totals
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectTiles(canvasElement, [
      ['Users', '1,532'],
      ['Staff', '84'],
      ['Parents', '1,448'],
      ['Children', '1,903'],
      ['Cars', '611'],
      ['Active time', '762 h 05 min'],
      ['Distance', '18,240.75 miles'],
      ['Journeys', '9,312'],
      ['CO2', '2,410.5 kg'],
    ]);
  },
};

export const Empty: Story = {
  args: {
    totals: {
      total_users: 0,
      total_staff: 0,
      total_parents: 0,
      total_children: 0,
      total_cars: 0,
      total_active_time: 0,
      total_distance: 0,
      total_journeys: 0,
      total_co2: Number.NaN,
    },
  },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Totals'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Totals'),
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
