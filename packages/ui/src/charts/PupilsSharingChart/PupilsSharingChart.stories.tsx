import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { PupilsSharingChart } from './PupilsSharingChart';

const meta = {
  title: 'Charts/PupilsSharingChart',
  tags: ['autodocs'],
  component: PupilsSharingChart,
  args: {
    pupils: { total_pupils: 1240, shared: 186 },
    onRetry: fn(),
  },
} satisfies Meta<typeof PupilsSharingChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.charts.pupils-sharing
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Pupils sharing',
      ['Pupils', 'Count'],
      [
        ['Sharing', '186'],
        ['Not sharing', '1,054'],
      ],
    );
  },
};

export const Empty: Story = {
  args: { pupils: { total_pupils: 0, shared: 0 } },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Pupils sharing'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Pupils sharing'),
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
