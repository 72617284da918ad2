import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  expectEmpty,
  expectLoading,
  expectRetry,
  expectSizedToFigures,
  expectTiles,
} from '../chart-story-plays';
import { NumberTiles } from './NumberTiles';

const meta = {
  title: 'Charts/NumberTiles',
  tags: ['autodocs'],
  component: NumberTiles,
  args: {
    title: 'Car journeys',
    tiles: [
      { label: 'Journeys', value: 4187 },
      { label: 'Distance', value: 9120.4, format: (value) => `${value} miles` },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof NumberTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row of figures: the card is as tall as the row, not as a chart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectTiles(canvasElement, [
      ['Journeys', '4,187'],
      ['Distance', '9120.4 miles'],
    ]);
    await expectSizedToFigures(canvasElement, 'Car journeys');
  },
};

export const Empty: Story = {
  args: { tiles: [{ label: 'Journeys', value: 0 }] },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Car journeys'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Car journeys'),
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
