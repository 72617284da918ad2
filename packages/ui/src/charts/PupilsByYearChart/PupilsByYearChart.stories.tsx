import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { PupilsByYearChart } from './PupilsByYearChart';

const meta = {
  title: 'Charts/PupilsByYearChart',
  tags: ['autodocs'],
  component: PupilsByYearChart,
  args: {
    data: [
      { year: 'Reception', count: 42 },
      { year: 'Year 1', count: 38 },
      { year: 'Year 2', count: 51 },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof PupilsByYearChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) =>
    expectSummaryTable(
      canvasElement,
      'Pupils by school year',
      ['School year', 'Pupils'],
      [
        ['Reception', '42'],
        ['Year 1', '38'],
        ['Year 2', '51'],
      ],
    ),
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Pupils by school year'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Pupils by school year'),
};

export const LoadFailed: Story = {
  args: { error: 'Error occured' },
};

/** Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: async ({ canvasElement, args }) => expectRetry(canvasElement, args.onRetry, 'Error occured'),
};
