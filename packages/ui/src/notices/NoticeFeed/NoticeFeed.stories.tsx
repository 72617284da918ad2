import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyCard, storyNow, storyPoll } from '../NoticeCard/notice-story-cards';
import {
  refreshLabelInterval,
  canDeleteNotice,
  showsPtaCounter,
  showsPtaFilter,
  showsSchoolSelector,
  type Role,
} from '@stride/domain';
import { NoticeFeed, type NoticeFeedProps } from './NoticeFeed';
import { noticeFilterArgType, roleArgType } from '../../storybook/arg-types';
import { controlledClock } from '../../storybook/controlled-clock';

const viewerId = 4;
const page = Array.from({ length: 20 }, (_, index) =>
  index === 1
    ? { ...storyPoll, id: 2, total_comments: 2 }
    : storyCard({
        id: index + 1,
        title: `Post ${index + 1}`,
        user_id: index === 0 ? viewerId : 9000 + index,
        total_comments: 2,
      }),
);

/** A story picks a role; the feed gets what the notice board gives that role. */
type StoryArgs = Omit<NoticeFeedProps, 'ptaFilter' | 'ptaCounter' | 'canDelete'> & { role: Role };

function ForRole({ role, onAudience, ...args }: StoryArgs) {
  return (
    <NoticeFeed
      {...args}
      ptaFilter={showsPtaFilter(role)}
      ptaCounter={showsPtaCounter(role)}
      canDelete={(card) => canDeleteNotice(role, card, args.viewerId)}
      onAudience={showsSchoolSelector(role) ? onAudience : undefined}
    />
  );
}

const meta = {
  title: 'Components/NoticeFeed',
  tags: ['autodocs'],
  argTypes: { role: roleArgType, filter: noticeFilterArgType },
  component: NoticeFeed,
  args: {
    role: 'SCHOOL_ADMIN',
    viewerId,
    cards: page,
    count: { pta: 12, total: 240 },
    filter: null,
    onFilterChange: fn(),
    // The cards' dates are fixed: their time-ago is measured from the stories' fixed moment, so a picture
    // reads the same on any day.
    now: storyNow,
    refreshedAt: new Date(storyNow.getTime() - 3 * 60_000),
    onRefresh: fn(),
    hasMore: true,
    onShowMore: fn(),
    onDelete: fn(async () => {}),
    onAudience: fn(),
    onOpenPost: fn(),
  },
  render: (args) => <ForRole {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(20);
    await expect(canvas.getByRole('status')).toHaveTextContent('refreshed 3 minutes ago');
  },
};

/** Show More and Refresh call onShowMore and onRefresh (a test: the Default story stays untouched). */
// Rules: notices.board.refresh-label-60s, notices.board.page-20
export const ShowMoreAndRefresh: Story = {
  tags: ['!dev', '!autodocs'],
  play: async (context) => {
    await Default.play?.(context);
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(args.onShowMore).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

// Rules: notices.board.page-20
export const NoShowMoreAfterAShortPage: Story = {
  tags: ['!dev', '!autodocs'],
  args: { cards: page.slice(0, 19), hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Show More' })).toBeNull();
  },
};

// Rules: notices.board.pta-counter
export const SchoolAdminSeesPtaCounterNoAudience: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PTA posts: 12')).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: 'Audience' })).toHaveLength(0);
    // A school admin may delete any notice.
    await expect(canvas.getAllByRole('button', { name: 'Delete' })).toHaveLength(20);
  },
};

export const CouncilAdminHasNoPtaFilterOrCounter: Story = {
  tags: ['!dev', '!autodocs'],
  args: { role: 'COUNCIL_ADMIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/PTA posts/)).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Audience' })).toHaveLength(20);
    // Only its own post offers Delete.
    await expect(canvas.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Filter posts' });
    await expect(within(dialog).queryByRole('radio', { name: 'PTA' })).toBeNull();
    await expect(within(dialog).getByRole('radio', { name: 'Eco' })).toBeVisible();
  },
};

// Rules: notices.board.categories
export const FilterByCategory: Story = {
  tags: ['!dev', '!autodocs'],
  args: { role: 'MULTI_SCHOOL_ADMIN' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/PTA posts/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Filter posts' });
    for (const name of ['All', 'Eco', 'General', 'Travel', 'PTA', 'Poll', 'Sports', 'Events'])
      await expect(within(dialog).getByRole('radio', { name })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Poll' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('poll');
  },
};

// Rules: notices.card.delete-asks, notices.board.destructive-asks
export const DeleteAsksFirst: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(canvas.getByRole('article', { name: 'Post 3' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Remove this post from the School Notice Board?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(
      within(canvas.getByRole('article', { name: 'Post 3' })).getByRole('button', { name: 'Delete' }),
    );
    await userEvent.click(
      within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  },
};

// Rules: notices.board.destructive-asks
export const HideAsksFirst: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onHide: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const hide = within(within(canvasElement).getByRole('article', { name: 'Post 4' })).getByRole('button', {
      name: 'Hide',
    });
    const question = () => within(document.body).findByRole('alertdialog', { name: 'Are you sure ?' });
    await userEvent.click(hide);
    await expect(await question()).toHaveTextContent('Post 4 will no longer show on your notice board.');
    await userEvent.click(within(await question()).getByRole('button', { name: 'No' }));
    await expect(args.onHide).not.toHaveBeenCalled();
    await userEvent.click(hide);
    await userEvent.click(within(await question()).getByRole('button', { name: 'Yes' }));
    await expect(args.onHide).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  },
};

export const Loading: Story = {
  args: { cards: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Notice board' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { cards: [], hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No posts' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    cards: [],
    error: 'The server could not be reached. Check your connection and try again.',
    errorDetail: 'GET api/admin/notices\nCould not reach the server (GET api/admin/notices)',
    onRetry: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A board that failed to load does not claim to be fresh.
    await expect(canvas.getByRole('status')).toHaveTextContent('not refreshed: the last load failed');
    await expect(within(canvas.getByRole('alert')).getByText(/Check your connection/)).toBeVisible();
    const detail = canvas.getByText(/Could not reach the server/);
    await expect(detail).not.toBeVisible();
  },
};

/** Technical details opens the detail; Retry calls onRetry (a test: the LoadFailed story stays untouched). */
export const TechnicalDetailsThenRetry: Story = {
  tags: ['!dev', '!autodocs'],
  args: { ...LoadFailed.args },
  play: async (context) => {
    await LoadFailed.play?.(context);
    const canvas = within(context.canvasElement);
    const detail = canvas.getByText(/Could not reach the server/);
    await userEvent.click(canvas.getByRole('button', { name: 'Technical details', expanded: false }));
    await expect(detail).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(context.args.onRetry).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Show More' })).toBeNull();
  },
};

export const NotLoadedYet: Story = {
  args: { cards: [], loading: true, refreshedAt: null },
  // The meta's beforeEach gives every story a time; this one has none until its first load.
  beforeEach: ({ args }) => {
    args.refreshedAt = null;
  },
  play: async ({ canvasElement }) => {
    // The skeleton is a status too: the label is found by its words.
    await expect(within(canvasElement).getByText('not loaded yet')).toBeVisible();
  },
};

/** The board's clock in TimesAdvanceWithTheBoard: the stories' moment, moved on by the play. */
const boardClock = controlledClock(storyNow, refreshLabelInterval);

// The board open for an hour: the cards', the comments' and the refreshed label's times advance together
// with the label's 60-second tick, measured from now, not from when the board first drew.
// Rules: notices.card.time-from-now, notices.board.refresh-label-60s
export const TimesAdvanceWithTheBoard: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    cards: [
      storyCard({
        id: 1,
        title: 'Post 1',
        created_timestamp: '2026-06-15 11:55:00',
        total_comments: 1,
        comments: [
          {
            id: 11,
            comment: 'Just now',
            likes: 0,
            created_timestamp: '2026-06-15 12:00:00',
            user_id: 501,
            author: {
              first_name: 'Jane',
              last_name: 'Okafor',
              salutation: 'Mrs',
              staff_type: null,
              profile_photo_url: null,
            },
          },
        ],
      }),
    ],
    refreshedAt: storyNow,
    hasMore: false,
  },
  beforeEach: boardClock.install,
  // The feed measures from its own clock: no `now` given.
  render: (args) => <ForRole {...args} now={undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Post 1' });
    await expect(within(card).getByText('5 minutes ago')).toBeVisible();
    await expect(within(card).getByText('less than a minute ago')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('refreshed less than a minute ago');
    boardClock.advance(60 * 60_000);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('refreshed about 1 hour ago'));
    await expect(within(card).getByText('about 1 hour ago', { selector: 'time' })).toBeVisible();
    await expect(within(card).getAllByText('about 1 hour ago')).toHaveLength(2);
    await expect(within(card).queryByText('5 minutes ago')).toBeNull();
  },
};
