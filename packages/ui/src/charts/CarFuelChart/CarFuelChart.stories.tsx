import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { CarFuelChart } from './CarFuelChart';

const meta = {
  title: 'Charts/CarFuelChart',
  tags: ['autodocs'],
  component: CarFuelChart,
  args: {
    fuel: { diesel: 214, petrol: 388, hybrid: 97, electric: 41 },
    onRetry: fn(),
  },
} satisfies Meta<typeof CarFuelChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.charts.car-fuel
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Car data by fuel type',
      ['Fuel type', 'Cars'],
      [
        ['Diesel', '214'],
        ['Petrol', '388'],
        ['Hybrid', '97'],
        ['Electric', '41'],
      ],
    );
  },
};

export const Empty: Story = {
  args: { fuel: { diesel: 0, petrol: 0, hybrid: 0, electric: 0 } },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Car data by fuel type'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Car data by fuel type'),
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
