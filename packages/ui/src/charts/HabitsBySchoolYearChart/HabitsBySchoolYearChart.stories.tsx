import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { HabitsBySchoolYearChart } from './HabitsBySchoolYearChart';

const meta = {
  title: 'Charts/HabitsBySchoolYearChart',
  tags: ['autodocs'],
  component: HabitsBySchoolYearChart,
  args: {
    data: [
      { year: 'Reception', modes: { CAR: 40, WALKING: 55, BUS: 4 } },
      { year: 'Year 1', modes: { CAR: 38, WALKING: 61, BICYCLING: 2 } },
      { year: 'Year 2', modes: { CAR: 30, WALKING: 48, BUS: 9, BICYCLING: 6 } },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof HabitsBySchoolYearChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: metrics.charts.habits-by-school-year
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Habits by school year',
      ['School year', 'Car', 'Bus', 'Walking', 'Bicycling'],
      [
        ['Reception', '40', '4', '55', '0'],
        ['Year 1', '38', '0', '61', '2'],
        ['Year 2', '30', '9', '48', '6'],
      ],
    );
  },
};

export const Empty: Story = {
  args: { data: [{ year: 'Reception', modes: { CAR: 0 } }] },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Habits by school year'),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Habits by school year'),
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
