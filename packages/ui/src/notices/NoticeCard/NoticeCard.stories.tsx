import type { Meta, StoryObj } from '@storybook/react-vite';
import { noticeCardTypes } from '@stride/domain';
import { expect, fn, within, screen, userEvent, waitFor } from 'storybook/test';
import { NoticeCard } from './NoticeCard';
import {
  storyCard,
  storyComments,
  storyDynamicCard,
  storyHostileCard,
  storyLongWordsCard,
  storyNow,
  storyPicture,
  storyTallPicture,
  storyPoll,
  storyPollAfterAVote,
  storySafeguardingCard,
  storyLongWord,
} from './notice-story-cards';
import { overriddenName, expectTypedOrder, typedName } from '../../storybook/bidi';

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

type Pwned = Window & { __strideNoticePwned?: boolean };

/** HostileMessage's beforeEach: no flag an earlier run set. */
function forgetThePwnedFlag() {
  delete (window as Pwned).__strideNoticePwned;
}

// Rules: notices.card.awaiting-approval, notices.card.year-labels
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Walk to School Week' });
    await expect(within(card).getByText('Walk to School Week', { selector: 'strong' })).toBeVisible();
    await expect(within(card).getByText('YEAR 3, R')).toBeVisible();
    await expect(within(card).getByText('about 3 hours ago')).toBeVisible();
    await expect(within(card).queryByText('Awaiting approval')).toBeNull();
  },
};

// Rules: notices.card.awaiting-approval
export const AwaitingApproval: Story = {
  args: { card: storyCard({ status: 12 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Awaiting approval')).toBeVisible();
  },
};

export const OthersCardCanBeHidden: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(args.onHide).toHaveBeenCalledWith(args.card);
    // A school's own post (user type 1) offers no Message button.
    await expect(canvas.queryByRole('button', { name: 'Message' })).toBeNull();
  },
};

export const OwnCardCanBeEdited: Story = {
  args: { card: storyCard({ user_id: viewerId, user_type: 6 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Hide' })).toBeNull();
    // Not even a parent's card offers Message when it is the viewer's own.
    await expect(canvas.queryByRole('button', { name: 'Message' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(args.card);
  },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messageIn = (name: string) =>
      within(canvas.getByRole('article', { name })).queryByRole('button', { name: 'Message' });
    await expect(messageIn('Post by type 6')).toBeVisible();
    await expect(messageIn('Post by type 7')).toBeVisible();
    await expect(messageIn('Post by type 2')).toBeVisible();
    await expect(messageIn('Post by type 8')).toBeNull();
    await expect(messageIn('Post by type 9')).toBeNull();
    await expect(
      within(canvas.getByRole('article', { name: 'Post by type 7' })).getByText('Parent & PTA'),
    ).toBeVisible();
  },
};

// Rules: notices.card.like-once
export const LikeOncePerView: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like · 4' });
    await userEvent.click(like);
    await userEvent.click(like);
    await expect(like).toHaveTextContent('Like · 5');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onLike).toHaveBeenCalledTimes(1);
  },
};

// Rules: notices.card.two-comments
export const FirstTwoCommentsAndShowMore: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thank you!')).toBeVisible();
    await expect(canvas.getByText('Can we bring scooters?')).toBeVisible();
    await expect(canvas.queryByText('See you there.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show More comments' }));
    await expect(args.onShowMore).toHaveBeenCalledWith(args.card);
  },
};

// Rules: notices.card.two-comments
export const NoShowMoreWithTwoComments: Story = {
  tags: ['!dev', '!autodocs'],
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

// Rules: notices.card.comment-empty-disabled
export const CommentPostDisabledWhenEmpty: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const post = canvas.getByRole('button', { name: 'Post' });
    await expect(post).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Write a comment' }), '   ');
    await expect(post).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Write a comment' }), 'Lovely idea');
    await userEvent.click(post);
    await expect(args.onComment).toHaveBeenCalledWith(args.card, 'Lovely idea');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Write a comment' })).toHaveValue(''));
  },
};

export const CommentsClosed: Story = {
  args: { card: storyCard({ allow_comments: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
  },
};

// Rules: notices.card.comment-like-positive
export const CommentLikeRaisesOnPositiveAnswer: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Like comment by Mrs Jane Okafor' }));
    await expect(args.onLikeComment).toHaveBeenCalledWith(11);
    await expect(await canvas.findByLabelText('3 likes')).toBeVisible();
  },
};

export const CommentRemoveAsksFirst: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onRemoveComment: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove comment by Mrs Jane Okafor' });
    await userEvent.click(remove);
    const question = () => screen.findByRole('alertdialog', { name: 'Are you sure you want to delete ?' });
    await userEvent.click(within(await question()).getByRole('button', { name: 'No' }));
    await expect(args.onRemoveComment).not.toHaveBeenCalled();
    await userEvent.click(remove);
    await userEvent.click(within(await question()).getByRole('button', { name: 'Yes' }));
    await expect(args.onRemoveComment).toHaveBeenCalledWith(11);
  },
};

// Rules: notices.card.comment-like-positive
export const CommentLikeKeptOnZeroAnswer: Story = {
  tags: ['!dev', '!autodocs'],
  args: { onLikeComment: fn(async () => 0) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Like comment by Mrs Jane Okafor' }));
    await expect(args.onLikeComment).toHaveBeenCalled();
    await expect(canvas.getByLabelText('2 likes')).toBeVisible();
  },
};

/** A DYNAMIC notice asking for a text reply: at most 180 characters; once sent the card shows it. */
export const DynamicReply: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    card: storyDynamicCard,
    onReply: fn(async (_card: unknown, text: string) => [
      { action_type: 'text', text_input: true, reply: text },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Your reply' });
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    await userEvent.type(field, 'x'.repeat(185));
    await expect(field).toHaveValue('x'.repeat(180));
    await expect(canvas.getByText('180/180')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '  A lollipop crossing  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(args.onReply).toHaveBeenCalledWith(args.card, 'A lollipop crossing');
    await expect(await canvas.findByRole('group', { name: 'Your reply' })).toHaveTextContent(
      'Your reply: A lollipop crossing',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  },
};

// Rules: notices.card.poll-percentages, notices.card.poll-after-vote
export const Poll: Story = {
  args: {
    card: storyPoll,
    onVote: fn(async () => storyPollAfterAVote),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Percentages come from total_votes (8), not from the sum of the answers (7).
    await expect(canvas.getByRole('progressbar', { name: 'Walked: 50%' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Car: 13%' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cycled' }));
    await expect(args.onVote).toHaveBeenCalledWith(args.card, 1);
    // The answer (isolated as typed) and the words after it read as one line.
    await expect(
      await canvas.findByText(
        (_, element) => element?.textContent === 'Cycled (your answer)' && element.matches('li > span'),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Cycled: 33%' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Walked' })).toBeNull();
  },
};

export const Event: Story = {
  args: { card: storyCard({ type: 'EVENT', title: 'Sports day', extras: '{"date":"2026-07-10"}' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Event: 2026-07-10')).toBeVisible();
  },
};

// Rules: notices.entity.card-images
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

/** The tallest a picture is drawn on a card: a tall one fits whole in this, and opens whole on demand. */
const cardPictureMaxHeight = 480;

// Rules: notices.card.picture-readable-height
export const TallPictureKeepsTheCardReadable: Story = {
  args: { card: storyCard({ images: storyTallPicture }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'Picture 1 of Walk to School Week' });
    await waitFor(() => expect((picture as HTMLImageElement).complete).toBe(true));
    // The card keeps a readable height: the picture is drawn no taller than the cap ...
    await expect(picture.getBoundingClientRect().height).toBeLessThanOrEqual(cardPictureMaxHeight);
    const article = canvas.getByRole('article', { name: 'Walk to School Week' });
    await expect(article.getBoundingClientRect().height).toBeLessThan(cardPictureMaxHeight * 2);
    // ... whole, not cropped: it is contained in its box, not cut to fill it.
    await expect(getComputedStyle(picture).objectFit).toBe('contain');
    // The picture opens whole on demand (a button: keyboard and touch alike) ...
    const open = canvas.getByRole('button', { name: 'Open picture 1 of Walk to School Week' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Picture 1 of Walk to School Week' });
    const whole = within(dialog).getByRole('img', { name: 'Picture 1 of Walk to School Week' });
    await waitFor(() => expect((whole as HTMLImageElement).complete).toBe(true));
    const { width, height } = whole.getBoundingClientRect();
    await expect(height / width).toBeCloseTo(9, 1);
    await expect(getComputedStyle(whole).objectFit).not.toBe('cover');
    // ... with a way back: Close (or Escape) returns to the card, focus on the picture's button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    await userEvent.click(open);
    await screen.findByRole('dialog', { name: 'Picture 1 of Walk to School Week' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

// Rules: notices.card.picture-readable-height
export const TallPictureInThePreview: Story = {
  args: { card: storyCard({ title: 'Draft title', images: storyTallPicture }), preview: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'Picture 1 of Draft title' });
    await waitFor(() => expect((picture as HTMLImageElement).complete).toBe(true));
    await expect(picture.getBoundingClientRect().height).toBeLessThanOrEqual(cardPictureMaxHeight);
    await userEvent.click(canvas.getByRole('button', { name: 'Open picture 1 of Draft title' }));
    const dialog = await screen.findByRole('dialog', { name: 'Picture 1 of Draft title' });
    await expect(within(dialog).getByRole('img', { name: 'Picture 1 of Draft title' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

// Rules: notices.entity.card-images
export const Gif: Story = {
  args: { card: storyCard({ images: storyPicture, extension: 'gif' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Picture 1 of Walk to School Week' }),
    ).toBeVisible();
  },
};

// Rules: notices.entity.card-images
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

// Rules: notices.card.safeguarding-battery
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

// Rules: notices.card.preview-created
export const Preview: Story = {
  args: { card: storyCard({ title: 'Draft title' }), preview: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('created 20 seconds ago')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Like/ })).toBeNull();
  },
};

export const HostileMessage: Story = {
  tags: ['!dev', '!autodocs'],
  args: { card: storyHostileCard },
  beforeEach: forgetThePwnedFlag,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please read the letter.')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    const link = canvas.getByText('Open letter');
    await expect(link.getAttribute('href')).toBeNull();
    await userEvent.click(link);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect((window as Pwned).__strideNoticePwned).toBeUndefined();
  },
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
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: typedName });
    await expectTypedOrder(within(card).getByRole('heading', { name: typedName }));
    for (const shown of within(card).getAllByText(typedName)) await expectTypedOrder(shown);
  },
};

/**
 * A title, a poll answer and a comment of one 200-character word wrap inside the card: nothing a
 * user types widens the page (the layout check after every story fails a page that scrolls sideways).
 */
export const LongUnbrokenWords: Story = {
  args: { card: storyLongWordsCard },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(within(card).getAllByText(storyLongWord).length).toBeGreaterThan(0);
  },
};
