import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { NewNoticesChart } from './NewNoticesChart';

const meta = {
  title: 'Charts/NewNoticesChart',
  tags: ['autodocs'],
  component: NewNoticesChart,
  args: {
    months: ['Sep', 'Oct', 'Cur'],
    newNotices: [
      [12, 30, 4, 1],
      [18, 26, 2, 0],
      [9, 14, 6, 3],
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof NewNoticesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.engagement.new-notices
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'New notices',
      ['Month', 'Parents', 'School', 'Council', 'Admin'],
      [
        ['Sep', '12', '30', '4', '1'],
        ['Oct', '18', '26', '2', '0'],
        ['Cur', '9', '14', '6', '3'],
      ],
    );
  },
};

export const Empty: Story = {
  args: {
    newNotices: [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ],
  },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'New notices'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'New notices'),
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
