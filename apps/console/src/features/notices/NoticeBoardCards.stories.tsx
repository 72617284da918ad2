import type { Meta, StoryObj } from '@storybook/react-vite';
import { commentAuthorName, postLimits, timeAgo } from '@stride/domain';
import { demoDb, demoUserIds, minutesBeforeNow, serverError } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { demoClockTime, stopTheClock } from '../../storybook/demo-clock';
import { pageMeta } from '../../storybook/page-stories';
import {
  answer,
  cardOf,
  cardsOf,
  noticeOf,
  reloadBoard,
  schoolBoard,
} from '../../storybook/notice-board-stories';

// The notice board's cards: likes, comments, polls, the post modal, chats and DYNAMIC replies. The
// board's other stories are in NoticeBoardPage.stories.tsx and NoticeBoardWrites.stories.tsx, under
// the same title (same story ids).
const meta = {
  title: 'Pages/Notice Board',
  ...pageMeta,
  args: { path: '/members/noticeboard', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CommentLikeAndVote: Story = {
  tags: ['!dev'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement, step }) => {
    const region = await cardsOf(canvasElement);
    const likes = schoolBoard()[0]!.likes;
    const card = () => within(region).getAllByRole('article')[0]!;
    await step('like once', async () => {
      const like = within(card()).getByRole('button', { name: `Like · ${likes}` });
      await userEvent.click(like);
      await userEvent.click(like);
      await expect(like).toHaveTextContent(`Like · ${likes + 1}`);
      await waitFor(() => expect(schoolBoard()[0]!.likes).toBe(likes + 1));
    });
    await step('comment', async () => {
      await userEvent.type(
        within(card()).getByRole('textbox', { name: 'Write a comment' }),
        'We will walk on Friday',
      );
      await userEvent.click(within(card()).getByRole('button', { name: 'Post' }));
      await waitFor(() =>
        expect(
          schoolBoard()[0]!.comments.some(
            (comment) =>
              comment.comment === 'We will walk on Friday' && comment.user_id === demoUserIds.school,
          ),
        ).toBe(true),
      );
    });
    await step('vote in a poll', async () => {
      await userEvent.click(within(region).getByRole('button', { name: 'Filter' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Filter posts' })).getByRole('radio', {
          name: 'Poll',
        }),
      );
      await waitFor(
        () => expect(within(card()).queryByRole('group', { name: 'Poll' })).not.toBeNull(),
        settled,
      );
      const poll = within(card()).getByRole('group', { name: 'Poll' });
      const answer = within(poll).getAllByRole('button')[0]!;
      const text = answer.textContent!;
      await userEvent.click(answer);
      await expect(
        await within(poll).findByText(
          (_, element) => element?.textContent === `${text} (your answer)` && element.matches('li > span'),
          {},
          settled,
        ),
      ).toBeVisible();
    });
  },
};

export const ViewPostWithAllComments: Story = {
  // The calendar stands still, so '… ago' labels (months count calendar days) match on every run.
  tags: ['!dev'],
  beforeEach: stopTheClock,
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const region = await cardsOf(canvasElement);
    const more = within(region).getAllByRole('button', { name: 'Show More comments' })[0]!;
    const { title, comments } = noticeOf(more.closest('article')!);
    await userEvent.click(more);
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(comments.length), settled);
    await expect(dialog.queryByRole('button', { name: 'Show More comments' })).toBeNull();
    const [oldest] = [...comments].sort((a, b) => b.minutes_ago - a.minutes_ago);
    // Stamped and measured on the stopped clock: the label is the same on every run.
    await expect(
      dialog.getAllByText(timeAgo(minutesBeforeNow(oldest!.minutes_ago), new Date(demoClockTime)))[0],
    ).toBeVisible();
  },
};

export const RemoveACommentInThePost: Story = {
  // The calendar stands still, so '… ago' labels (months count calendar days) match on every run.
  tags: ['!dev'],
  beforeEach: stopTheClock,
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const region = await cardsOf(canvasElement);
    const more = within(region).getAllByRole('button', { name: 'Show More comments' })[0]!;
    const notice = noticeOf(more.closest('article')!);
    const count = notice.comments.length;
    await userEvent.click(more);
    const post = await screen.findByRole('dialog', { name: notice.title });
    const dialog = within(post);
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(count), settled);
    await userEvent.click(dialog.getAllByRole('button', { name: /^Remove comment by / })[0]!);
    await answer('Are you sure you want to delete ?', 'Yes');
    await expect(await screen.findByText('You have deleted item')).toBeVisible();
    // The post shows the server's comments at once, and so does its card on the board.
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(count - 1), settled);
    await expect(notice.comments).toHaveLength(count - 1);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(post).not.toBeInTheDocument(), settled);
    const names = notice.comments
      .slice(0, 2)
      .map((comment) => `Remove comment by ${commentAuthorName(comment)}`);
    const removeNames = (at: HTMLElement) =>
      within(cardOf(at, notice.id)!)
        .getAllByRole('button', { name: /^Remove comment by / })
        .map((button) => button.getAttribute('aria-label'));
    await waitFor(() => expect(removeNames(region)).toEqual(names), settled);
    const reloaded = await reloadBoard(canvasElement);
    await expect(removeNames(reloaded)).toEqual(names);
  },
};

/** The first card on the board that offers Message, with its demo record. */
async function messageableCard(canvasElement: HTMLElement) {
  const region = await cardsOf(canvasElement);
  const button = within(region).getAllByRole('button', { name: 'Message' })[0]!;
  return { button, notice: noticeOf(button.closest('article')!) };
}

export const SchoolAdminMessagesAParent: Story = {
  tags: ['!dev'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const { button, notice } = await messageableCard(canvasElement);
    await expect([6, 7, 2]).toContain(notice.user_type);
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: `Chat with ${notice.from_label}` }));
    await expect(
      await dialog.findByText('No messages yet. Write the first one below.', {}, settled),
    ).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Write a message' }),
      'Thank you for walking every day',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    const sent = await dialog.findByRole('list', { name: 'Messages' }, settled);
    await expect(sent).toHaveTextContent('You · less than a minute agoThank you for walking every day');
    await expect(dialog.getByRole('textbox', { name: 'Write a message' })).toHaveValue('');
    await expect(demoDb.chats).toMatchObject([
      {
        user_id: notice.user_id,
        notice_id: notice.id,
        sender_user_id: demoUserIds.school,
        message: 'Thank you for walking every day',
      },
    ]);
  },
};

export const MessageFailsKeepsTheText: Story = {
  tags: ['!dev'],
  globals: { role: 'SCHOOL_ADMIN' },
  beforeEach: ({ msw }) => {
    msw.use(...serverError('*/api/admin/notification/chat/send'));
  },
  play: async ({ canvasElement }) => {
    const { button, notice } = await messageableCard(canvasElement);
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: `Chat with ${notice.from_label}` }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Write a message' }),
      'Are you joining on Friday?',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert', {}, settled)).toHaveTextContent('The message was not sent');
    await expect(dialog.getByRole('textbox', { name: 'Write a message' })).toHaveValue(
      'Are you joining on Friday?',
    );
    await expect(demoDb.chats).toHaveLength(0);
  },
};

/** The DYNAMIC notice of the school's board (on its second page), once Show More has loaded it. */
async function dynamicCard(region: HTMLElement) {
  await userEvent.click(within(region).getByRole('button', { name: 'Show More' }));
  const heading = await within(region).findByRole('heading', { name: 'Tell us about your journey' }, settled);
  return heading.closest('article')!;
}

/** A DYNAMIC notice asks for a text reply of at most 180 characters; the card shows it once sent. */
export const ReplyToADynamicNotice: Story = {
  tags: ['no-visual', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const card = await dynamicCard(await cardsOf(canvasElement));
    const notice = noticeOf(card);
    const field = within(card).getByRole('textbox', { name: 'Your reply' });
    const send = within(card).getByRole('button', { name: 'Send reply' });
    await expect(send).toBeDisabled();
    await userEvent.type(field, 'x'.repeat(postLimits.textReply + 10));
    await expect(field).toHaveValue('x'.repeat(postLimits.textReply));
    await userEvent.clear(field);
    await userEvent.type(field, 'A lollipop crossing on Elm Road');
    await userEvent.click(send);
    const reply = await within(card).findByRole('group', { name: 'Your reply' }, settled);
    await expect(reply).toHaveTextContent('Your reply: A lollipop crossing on Elm Road');
    await expect(within(card).queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    await expect(notice.replies?.[demoUserIds.school]).toBe('A lollipop crossing on Elm Road');
    // After a reload the card shows the reply the server keeps.
    const again = await dynamicCard(await reloadBoard(canvasElement));
    await expect(within(again).getByRole('group', { name: 'Your reply' })).toHaveTextContent(
      'A lollipop crossing on Elm Road',
    );
  },
};
