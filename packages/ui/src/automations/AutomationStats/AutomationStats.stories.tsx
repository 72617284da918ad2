import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StatsEntry } from '@stride/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectEmpty, expectLoading, expectSummaryTable } from '../../charts/chart-story-plays';
import { AutomationStats } from './AutomationStats';

const entry = (
  time: string,
  accepted: number,
  delivered: number,
  opened: number,
  permanent: number,
  temporary: number,
  clicked: number,
): StatsEntry => ({
  time,
  accepted: { total: accepted },
  delivered: { total: delivered },
  opened: { unique: opened },
  failed: { permanent: { total: permanent }, temporary: { total: temporary } },
  clicked: { total: clicked },
});

const quarter = [
  entry('2026-04-01 00:00:00', 1200, 1150, 520, 30, 20, 88),
  entry('2026-05-01 00:00:00', 980, 940, 400, 25, 15, 61),
  entry('2026-06-01 00:00:00', 310, 300, 120, 6, 4, 20),
];
const day = [
  entry('2026-06-14 09:00:00', 40, 38, 12, 1, 1, 3),
  entry('2026-06-14 10:00:00', 22, 21, 9, 1, 0, 2),
];

const meta = {
  title: 'Components/AutomationStats',
  tags: ['autodocs'],
  component: AutomationStats,
  args: { quarter, day, onRetry: fn() },
} satisfies Meta<typeof AutomationStats>;

export default meta;
type Story = StoryObj<typeof meta>;

// Rules: automations.modals.stats
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectSummaryTable(
      canvasElement,
      'Last 90 days (90d) by month',
      ['Month', 'Accepted', 'Delivered', 'Opened', 'Failed permanent', 'Failed temporary', 'Clicked'],
      [
        ['Apr 2026', '1,200', '1,150', '520', '30', '20', '88'],
        ['May 2026', '980', '940', '400', '25', '15', '61'],
        ['Jun 2026', '310', '300', '120', '6', '4', '20'],
      ],
    );
    await expectSummaryTable(
      canvasElement,
      'Last 24 hours',
      ['Event', 'Total'],
      [
        ['Accepted', '62'],
        ['Delivered', '59'],
        ['Opened', '21'],
        ['Failed permanent', '2'],
        ['Failed temporary', '1'],
        ['Clicked', '5'],
      ],
    );
  },
};

export const NothingSent: Story = {
  args: { quarter: [entry('2026-04-01 00:00:00', 0, 0, 0, 0, 0, 0)], day: [] },
  play: async ({ canvasElement }) => {
    await expectEmpty(canvasElement, 'Last 90 days (90d) by month', 'Nothing sent in the last 90 days');
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Nothing sent in the last 24 hours' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { quarter: undefined, day: [] },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Last 90 days (90d) by month'),
};

export const LoadFailed: Story = {
  args: { quarter: undefined, day: undefined, error: 'The stats could not be loaded.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('The stats could not be loaded.'),
      expect.stringContaining('The stats could not be loaded.'),
    ]);
  },
};

/** Both panels say why; Retry calls onRetry once (a test: the LoadFailed story stays untouched). */
export const RetryCallsOnRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: async (context) => {
    await LoadFailed.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Retry' })[0]);
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};
