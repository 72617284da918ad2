import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  expectEmpty,
  expectLoading,
  expectPendingUntilRedrawn,
  expectRetry,
  expectSummaryTable,
} from '../chart-story-plays';
import { modeColour } from '../chart-colours';
import { DonutChart } from './DonutChart';

const meta = {
  title: 'Charts/DonutChart',
  tags: ['autodocs'],
  component: DonutChart,
  args: {
    title: 'Journeys by travel mode',
    labelHeader: 'Travel mode',
    valueHeader: 'Journeys',
    data: [
      { label: 'Car', value: 640, colour: modeColour('CAR') },
      { label: 'Walking', value: 1210.5, colour: modeColour('WALKING') },
      { label: 'Bus', value: 305, colour: modeColour('BUS') },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Journeys by travel mode',
      ['Travel mode', 'Journeys'],
      [
        ['Car', '640'],
        ['Walking', '1,210.5'],
        ['Bus', '305'],
      ],
    );
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Journeys by travel mode'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Journeys by travel mode'),
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

/**
 * Narrowed, the donut is pending (the visual check waits) until ApexCharts has drawn it again at its new
 * width. A test.
 */
export const RedrawnWhenResized: Story = {
  tags: ['!dev', '!autodocs'],
  play: ({ canvasElement }) => expectPendingUntilRedrawn(canvasElement, 'Journeys by travel mode'),
};
