import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectSummaryTable } from '../chart-story-plays';
import { SignupsHistogram } from './SignupsHistogram';

const meta = {
  title: 'Charts/SignupsHistogram',
  tags: ['autodocs'],
  component: SignupsHistogram,
  args: {
    data: [
      { date: '2026-06-01', staff: 2, parents: 14 },
      { date: '2026-06-02', staff: 0, parents: 9 },
      { date: '2026-06-03', staff: 1, parents: 21 },
    ],
  },
} satisfies Meta<typeof SignupsHistogram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at first, behind the button that reveals it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Sign-ups per day' })).not.toBeInTheDocument();
  },
};

/**
 * Hidden at first; the button reveals the chart and hides it again (a test: the Default story stays
 * untouched).
 */
// Rules: people.signups.per-day-hidden
export const ShowAndHideTheChart: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show sign-ups per day' }));
    await expectSummaryTable(
      canvasElement,
      'Sign-ups per day',
      ['Day', 'Staff', 'Parents'],
      [
        ['2026-06-01', '2', '14'],
        ['2026-06-02', '0', '9'],
        ['2026-06-03', '1', '21'],
      ],
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hide sign-ups per day' }));
    await expect(canvas.queryByRole('heading', { name: 'Sign-ups per day' })).not.toBeInTheDocument();
  },
};

export const Revealed: Story = { args: { defaultRevealed: true } };
