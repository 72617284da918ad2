import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RelativeTime } from './RelativeTime';

// Tue 24 Nov 2026, 10:00 in the browser's zone: what the times are told from.
const now = new Date(2026, 10, 24, 10, 0);

const meta = {
  title: 'Primitives/RelativeTime',
  tags: ['autodocs'],
  component: RelativeTime,
  args: { at: '2026-11-24 07:00:00', now },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A server time three hours before now. */
// Rules: layout.dates.relative
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('3 hours ago');
    await expect(time).toHaveAttribute('datetime', '2026-11-24T07:00');
    // Read out with its exact time, in the spec's format.
    await expect(time).toHaveAccessibleDescription('2026-11-24 07:00');
  },
};

const times = [
  '2026-11-24 09:58:00',
  '2026-11-24 07:00:00',
  '2026-11-23 16:30:00',
  '2026-11-26 08:00:00',
  '2026-11-17 10:00:00',
  '2026-10-02 12:00:00',
  '2025-05-01 12:00:00',
  'Never',
];

/** How times read beside now, from minutes to years; text that is no time shows as it is. */
// Rules: layout.dates.relative
export const Kinds: Story = {
  render: (args) => (
    <ul>
      {times.map((at) => (
        <li key={at}>
          <RelativeTime {...args} at={at} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '2 minutes ago',
      '3 hours ago',
      'yesterday',
      'in 2 days',
      'last week',
      'last month',
      'last year',
      'Never',
    ]);
  },
};

/** Hovering shows the exact time in a tooltip; leaving hides it. */
// Rules: layout.dates.exact-time
export const HoverShowsExactTime: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('3 hours ago');
    await userEvent.hover(time);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('2026-11-24 07:00');
    await expect(time).toHaveAccessibleDescription('2026-11-24 07:00');
    await userEvent.unhover(time);
    // The pointer goes on away from the time and its tooltip (the tooltip stays while the pointer may be
    // on its way to it: its text can be hovered too).
    await userEvent.pointer({ coords: { clientX: innerWidth - 1, clientY: innerHeight - 1 } });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** The time takes keyboard focus, which shows the exact time; Escape hides it. */
// Rules: layout.dates.exact-time
export const KeyboardFocusShowsExactTime: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('3 hours ago');
    await userEvent.tab();
    await expect(time).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('2026-11-24 07:00');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(time).toHaveAccessibleDescription('2026-11-24 07:00');
  },
};

/** A tap shows the exact time (touch has no hover); a tap elsewhere hides it, another tap shows it again. */
// Rules: layout.dates.exact-time
export const TapShowsExactTime: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('3 hours ago');
    await userEvent.pointer({ keys: '[TouchA]', target: time });
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('2026-11-24 07:00');
    await userEvent.pointer({ keys: '[TouchA]', target: canvasElement });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Tapped again, it shows again (the picture shows the tooltip).
    await userEvent.pointer({ keys: '[TouchA]', target: time });
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('2026-11-24 07:00');
  },
};
