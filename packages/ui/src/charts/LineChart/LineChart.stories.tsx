import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { userTypeColour } from '../chart-colours';
import { LineChart } from './LineChart';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    title: 'Active users',
    categoryHeader: 'Month',
    categories: ['Jan', 'Feb', 'Cur'],
    series: [
      { name: 'Parents', values: [120, 340, 95], colour: userTypeColour('parent') },
      { name: 'Staff', values: [12, 30.25, 8], colour: userTypeColour('staff') },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Active users',
      ['Month', 'Parents', 'Staff'],
      [
        ['Jan', '120', '12'],
        ['Feb', '340', '30.25'],
        ['Cur', '95', '8'],
      ],
    );
  },
};

export const Empty: Story = {
  args: { series: [{ name: 'Parents', values: [0, 0, 0] }] },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Active users'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Active users'),
};

export const ErrorWithRetry: Story = {
  args: { error: 'Error occured' },
  play: async ({ canvasElement, args }) => expectRetry(canvasElement, args.onRetry, 'Error occured'),
};
