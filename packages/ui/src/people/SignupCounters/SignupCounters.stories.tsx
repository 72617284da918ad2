import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectLoading, expectRetry, expectTiles } from '../../charts/chart-story-plays';
import { SignupCounters } from './SignupCounters';

const meta = {
  title: 'Components/SignupCounters',
  tags: ['autodocs'],
  component: SignupCounters,
  args: { counts: { parents: 1204, staff: 56, pupils: 1530, users: 1260 }, onRetry: fn() },
} satisfies Meta<typeof SignupCounters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The numbers count up, a step every 300 ms, and stop at the real totals. */
// Rules: people.signups.counts-animate
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const parents = () => within(canvasElement).getAllByRole('definition')[0]!.textContent;
    // On the way up the number is below the total (with reduced motion, as in the visual run, it is not)…
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduced) await expect(Number(parents()!.replace(/,/g, ''))).toBeLessThan(1204);
    // …and it arrives in about 1.5 s.
    await waitFor(
      () =>
        expectTiles(canvasElement, [
          ['Parents', '1,204'],
          ['Staff', '56'],
          ['Pupils', '1,530'],
          ['Total users', '1,260'],
        ]),
      { timeout: 3000 },
    );
  },
};

/** Without animation (as with reduced motion) the totals show at once. */
export const NoAnimation: Story = {
  args: { animate: false },
  play: async ({ canvasElement }) => {
    await expectTiles(canvasElement, [
      ['Parents', '1,204'],
      ['Staff', '56'],
      ['Pupils', '1,530'],
      ['Total users', '1,260'],
    ]);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => expectLoading(canvasElement, 'Sign-ups'),
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
