import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  expectEmpty,
  expectLoading,
  expectRetry,
  expectSummaryTable,
  expectValueAxis,
} from '../chart-story-plays';
import { ContentCreatorsChart } from './ContentCreatorsChart';

const meta = {
  title: 'Charts/ContentCreatorsChart',
  tags: ['autodocs'],
  component: ContentCreatorsChart,
  args: {
    months: ['Sep', 'Oct', 'Cur'],
    stats: [{ users_created_content: 418 }, { users_created_content: 425 }, { users_created_content: 431 }],
    onRetry: fn(),
  },
} satisfies Meta<typeof ContentCreatorsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.engagement.content-creators
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Users who created content',
      ['Month', 'Users who created content'],
      [
        ['Sep', '418'],
        ['Oct', '425'],
        ['Cur', '431'],
      ],
    );
    // Counts close together still stand on an axis from 0: the small change reads as small.
    await expectValueAxis(canvasElement, 'Users who created content', ['0']);
  },
};

export const Empty: Story = {
  args: { stats: [0, 0, 0].map(() => ({ users_created_content: 0 })) },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Users who created content'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Users who created content'),
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
