import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { BarChart } from './BarChart';

const meta = {
  title: 'Charts/BarChart',
  tags: ['autodocs'],
  component: BarChart,
  args: {
    title: 'Journeys by distance',
    labelHeader: 'Distance',
    valueHeader: 'Journeys',
    data: [
      { label: 'Under 1 mile', value: 412 },
      { label: '1 to 2 miles', value: 1380 },
      { label: '2 to 5 miles', value: 960 },
      { label: 'Over 5 miles', value: 221 },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Journeys by distance',
      ['Distance', 'Journeys'],
      [
        ['Under 1 mile', '412'],
        ['1 to 2 miles', '1,380'],
        ['2 to 5 miles', '960'],
        ['Over 5 miles', '221'],
      ],
    );
  },
};

export const Horizontal: Story = {
  args: { horizontal: true, description: 'Journeys in the selected term.' },
  play: Default.play,
};

export const Empty: Story = {
  args: {
    data: [
      { label: 'Under 1 mile', value: 0 },
      { label: 'Over 5 miles', value: Number.NaN },
    ],
  },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Journeys by distance'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Journeys by distance'),
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
