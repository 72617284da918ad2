import type { Meta, StoryObj } from '@storybook/react-vite';
import { noticeCardTypes } from '@stride/domain';
import { expect, fn, within } from 'storybook/test';
import { NoticeCard } from './NoticeCard';
import {
  storyCard,
  storyComments,
  storyDynamicCard,
  storyHostileCard,
  storyLongWordsCard,
  storyNow,
  storyPicture,
  storyPoll,
  storyPollAfterAVote,
  storySafeguardingCard,
} from './notice-story-cards';
import {
  othersCardCanBeHidden,
  ownCardCanBeEdited,
  messageParentsPtaAndOffice,
  likeOncePerView,
  commentLikeKeptOnZeroAnswer,
  commentLikeRaisesOnPositiveAnswer,
  commentPostDisabledWhenEmpty,
  commentRemoveAsksFirst,
  dynamicReply,
  firstTwoCommentsAndShowMore,
  forgetThePwnedFlag,
  hostileMessage,
  bidiOverride,
  longUnbrokenWords,
  poll,
} from './notice-card-story-steps';
import { overriddenName } from '../../storybook/bidi';

const viewerId = 4;

const meta = {
  title: 'Components/NoticeCard',
  tags: ['autodocs'],
  component: NoticeCard,
  args: {
    card: storyCard(),
    viewerId,
    now: storyNow,
    onLike: fn(),
    onHide: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onMessage: fn(),
    onShowMore: fn(),
    onComment: fn(async () => {}),
    onLikeComment: fn(async () => 1),
  },
} satisfies Meta<typeof NoticeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Walk to School Week' });
    await expect(within(card).getByText('Walk to School Week', { selector: 'strong' })).toBeVisible();
    await expect(within(card).getByText('YEAR 3, R')).toBeVisible();
    await expect(within(card).getByText('about 3 hours ago')).toBeVisible();
    await expect(within(card).queryByText('Awaiting approval')).toBeNull();
  },
};

export const AwaitingApproval: Story = {
  args: { card: storyCard({ status: 12 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Awaiting approval')).toBeVisible();
  },
};

export const OthersCardCanBeHidden: Story = {
  play: othersCardCanBeHidden,
};

export const OwnCardCanBeEdited: Story = {
  args: { card: storyCard({ user_id: viewerId, user_type: 6 }) },
  play: ownCardCanBeEdited,
};

export const MessageParentsPtaAndOffice: Story = {
  render: (args) => (
    <>
      {[6, 7, 2, 8, 9].map((user_type) => (
        <NoticeCard
          key={user_type}
          {...args}
          card={storyCard({ id: user_type, user_type, from_label: null, title: `Post by type ${user_type}` })}
        />
      ))}
    </>
  ),
  play: messageParentsPtaAndOffice,
};

export const LikeOncePerView: Story = {
  tags: ['!dev'],
  play: likeOncePerView,
};

export const FirstTwoCommentsAndShowMore: Story = {
  tags: ['!dev'],
  play: firstTwoCommentsAndShowMore,
};

export const NoShowMoreWithTwoComments: Story = {
  tags: ['!dev'],
  args: { card: storyCard({ total_comments: 2 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Show More comments' })).toBeNull();
  },
};

export const AllCommentsInThePostModal: Story = {
  args: { card: storyCard({ comments: storyComments }), showAllComments: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('See you there.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Show More comments' })).toBeNull();
  },
};

export const CommentPostDisabledWhenEmpty: Story = {
  tags: ['!dev'],
  play: commentPostDisabledWhenEmpty,
};

export const CommentsClosed: Story = {
  args: { card: storyCard({ allow_comments: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
  },
};

export const CommentLikeRaisesOnPositiveAnswer: Story = {
  tags: ['!dev'],
  play: commentLikeRaisesOnPositiveAnswer,
};

export const CommentRemoveAsksFirst: Story = {
  tags: ['!dev'],
  args: { onRemoveComment: fn(async () => {}) },
  play: commentRemoveAsksFirst,
};

export const CommentLikeKeptOnZeroAnswer: Story = {
  tags: ['!dev'],
  args: { onLikeComment: fn(async () => 0) },
  play: commentLikeKeptOnZeroAnswer,
};

/** A DYNAMIC notice asking for a text reply: at most 180 characters; once sent the card shows it. */
export const DynamicReply: Story = {
  tags: ['!dev'],
  args: {
    card: storyDynamicCard,
    onReply: fn(async (_card: unknown, text: string) => [
      { action_type: 'text', text_input: true, reply: text },
    ]),
  },
  play: dynamicReply,
};

export const Poll: Story = {
  args: {
    card: storyPoll,
    onVote: fn(async () => storyPollAfterAVote),
  },
  play: poll,
};

export const Event: Story = {
  args: { card: storyCard({ type: 'EVENT', title: 'Sports day', extras: '{"date":"2026-07-10"}' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Event: 2026-07-10')).toBeVisible();
  },
};

export const PicturesAndPdfs: Story = {
  args: {
    card: storyCard({
      images: `${storyPicture},https://stride.example/letters/trip-letter.pdf,${storyPicture}#2`,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: /Picture \d of Walk to School Week/ })).toHaveLength(2);
    const pdf = within(canvas.getByRole('list', { name: 'Documents' })).getByRole('link', {
      name: 'trip-letter.pdf',
    });
    await expect(pdf).toHaveAttribute('target', '_blank');
  },
};

export const Gif: Story = {
  args: { card: storyCard({ images: storyPicture, extension: 'gif' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Picture 1 of Walk to School Week' }),
    ).toBeVisible();
  },
};

export const Mp4: Story = {
  args: { card: storyCard({ images: 'https://stride.example/clips/walk.mp4', extension: 'mp4' }) },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('aria-label', 'Video 1 of Walk to School Week');
    // Nothing is fetched before play, so the picture is the same on every run.
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video.networkState).not.toBe(HTMLMediaElement.NETWORK_LOADING);
  },
};

export const Safeguarding: Story = {
  args: { card: storySafeguardingCard },
  play: async ({ canvasElement }) => {
    await expect(
      within(within(canvasElement).getByRole('list', { name: 'Pupils' })).getByText('Battery 42%'),
    ).toBeVisible();
  },
};

export const EveryCardType: Story = {
  render: (args) => (
    <>
      {noticeCardTypes.map((type, index) => (
        <NoticeCard key={type} {...args} card={storyCard({ id: index + 1, type, title: `A ${type} card` })} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(noticeCardTypes.length);
  },
};

export const Preview: Story = {
  args: { card: storyCard({ title: 'Draft title' }), preview: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('created 20 seconds ago')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Like/ })).toBeNull();
  },
};

export const HostileMessage: Story = {
  tags: ['!dev'],
  args: { card: storyHostileCard },
  beforeEach: forgetThePwnedFlag,
  play: hostileMessage,
};

/** A title, author and comment with a right-to-left override read as they were typed. */
export const BidiOverride: Story = {
  args: {
    card: storyCard({
      title: overriddenName,
      from_label: overriddenName,
      comments: [{ ...storyComments[0], comment: overriddenName }],
    }),
  },
  play: bidiOverride,
};

/**
 * A title, a poll answer and a comment of one 200-character word wrap inside the card: nothing a
 * user types widens the page (the layout check after every story fails a page that scrolls sideways).
 */
export const LongUnbrokenWords: Story = {
  args: { card: storyLongWordsCard },
  play: longUnbrokenWords,
};
