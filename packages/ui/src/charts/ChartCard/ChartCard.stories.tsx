import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectEmpty, expectLoading, expectRetry, expectSummaryTable } from '../chart-story-plays';
import { ChartCard } from './ChartCard';

const meta = {
  title: 'Charts/ChartCard',
  tags: ['autodocs'],
  component: ChartCard,
  args: {
    title: 'Pupils sharing',
    description: 'Pupils whose parents share the school run.',
    summary: {
      columns: ['Pupils', 'Count'],
      rows: [
        ['Sharing', '120'],
        ['Not sharing', '380'],
      ],
    },
    children: <p>120 of 500 pupils share the school run.</p>,
    onRetry: fn(),
  },
} satisfies Meta<typeof ChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Pupils sharing' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pupils sharing' })).toBeVisible();
    await expectSummaryTable(
      canvasElement,
      'Pupils sharing',
      ['Pupils', 'Count'],
      [
        ['Sharing', '120'],
        ['Not sharing', '380'],
      ],
    );
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Pupils sharing' }),
    ).toBeVisible();
  },
};

export const WithoutSummary: Story = {
  args: { summary: undefined },
  play: async ({ canvasElement }) => {
    // Without a table the content itself is what screen readers get.
    await expect(within(canvasElement).getByText('120 of 500 pupils share the school run.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { empty: true, emptyMessage: 'No pupils yet' },
  play: async ({ canvasElement }) => expectEmpty(canvasElement, 'Pupils sharing', 'No pupils yet'),
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
