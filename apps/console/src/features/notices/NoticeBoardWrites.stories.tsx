import type { Meta, StoryObj } from '@storybook/react-vite';
import { commentAuthorName, type Role } from '@stride/domain';
import { findNotice } from '@stride/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleAt } from '../../storybook/ConsoleAt';
import { settled } from '../../storybook/console-stories';
import { pageMeta } from '../../storybook/page-stories';
import {
  answer,
  cardOf,
  cardsOf,
  noticeOf,
  reloadBoard,
  schoolBoard,
} from '../../storybook/notice-board-stories';

// The notice board's writes: a post deleted, and liked, commented, hidden, deleted and a comment
// removed as each admin who may. The board's other stories are in NoticeBoardPage.stories.tsx and
// NoticeBoardCards.stories.tsx, under the same title (same story ids).
const meta = {
  title: 'Pages/Notice Board',
  ...pageMeta,
  args: { path: '/members/noticeboard', role: null },
} satisfies Meta<typeof ConsoleAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteAPost: Story = {
  tags: ['!dev'],
  globals: { role: 'SCHOOL_ADMIN' },
  play: async ({ canvasElement }) => {
    const region = await cardsOf(canvasElement);
    const first = within(region).getAllByRole('article')[0]!;
    const { id } = noticeOf(first);
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Remove this post from the School Notice Board?' }),
      ).getByRole('button', { name: 'Yes' }),
    );
    await expect(await screen.findByText('Delete completed')).toBeVisible();
    await waitFor(() => expect(cardOf(region, id)).toBeUndefined(), settled);
    await expect(schoolBoard().some((notice) => notice.id === id)).toBe(false);
    const reloaded = await reloadBoard(canvasElement);
    await expect(within(reloaded).getAllByRole('article')).toHaveLength(20);
    await expect(cardOf(reloaded, id)).toBeUndefined();
  },
};

/**
 * Likes, comments, hides, deletes and removes a comment as `role`: each act that destroys asks
 * first and says it is done; after each the board shows the server's posts and counts without
 * Refresh, and so does the console after a reload.
 */
function writesOnTheBoard(role: Role): Story {
  return {
    tags: ['!dev'],
    globals: { role },
    play: async ({ canvasElement, step }) => {
      const region = await cardsOf(canvasElement);
      const cards = () => within(region).getAllByRole('article');
      const liked = noticeOf(
        cards().find((card) => within(card).queryByRole('textbox', { name: 'Write a comment' }))!,
      );
      const likes = liked.likes;
      const likeOf = (card: HTMLElement | undefined) =>
        within(card!).getByRole('button', { name: /^Like · \d+$/ });
      await step("like: the count rises once and is then the server's", async () => {
        await userEvent.click(likeOf(cardOf(region, liked.id)));
        await userEvent.click(likeOf(cardOf(region, liked.id)));
        await expect(likeOf(cardOf(region, liked.id))).toHaveTextContent(`Like · ${likes + 1}`);
        await waitFor(() => expect(liked.likes).toBe(likes + 1));
        // Someone else likes it too: Refresh shows the server's count, with no like added on top.
        liked.likes += 1;
        await userEvent.click(within(region).getByRole('button', { name: 'Refresh' }));
        await waitFor(() =>
          expect(likeOf(cardOf(region, liked.id))).toHaveTextContent(`Like · ${likes + 2}`),
        );
      });
      await step("comment: it shows on the card, and the like count stays the server's", async () => {
        const card = () => cardOf(region, liked.id)!;
        await userEvent.type(
          within(card()).getByRole('textbox', { name: 'Write a comment' }),
          'See you at the gate',
        );
        await userEvent.click(within(card()).getByRole('button', { name: 'Post' }));
        await expect(await within(card()).findByText('See you at the gate', {}, settled)).toBeVisible();
        await expect(likeOf(card())).toHaveTextContent(`Like · ${likes + 2}`);
      });
      /** The first card other than the liked one that offers `count` buttons named `button`. */
      const otherWith = (button: RegExp, count = 1) =>
        noticeOf(
          cards().find(
            (card) =>
              noticeOf(card).id !== liked.id &&
              within(card).queryAllByRole('button', { name: button }).length >= count,
          )!,
        );
      const hidden = otherWith(/^Hide$/);
      await step('hide: asks, then the post leaves the board', async () => {
        const hide = () => within(cardOf(region, hidden.id)!).getByRole('button', { name: 'Hide' });
        await userEvent.click(hide());
        await answer('Are you sure ?', 'No');
        await expect(hidden.hidden_by).toEqual([]);
        await userEvent.click(hide());
        await answer('Are you sure ?', 'Yes');
        await expect(await screen.findByText('Removed!')).toBeVisible();
        await waitFor(() => expect(cardOf(region, hidden.id)).toBeUndefined(), settled);
      });
      const deleted = otherWith(/^Delete$/);
      await step('delete: asks, then the post leaves the board', async () => {
        await userEvent.click(within(cardOf(region, deleted.id)!).getByRole('button', { name: 'Delete' }));
        await answer('Remove this post from the School Notice Board?', 'Yes');
        await expect(await screen.findByText('Delete completed')).toBeVisible();
        await waitFor(() => expect(cardOf(region, deleted.id)).toBeUndefined(), settled);
        await expect(findNotice(deleted.id)).toBeUndefined();
      });
      const removeButtons = (card: HTMLElement) =>
        within(card).queryAllByRole('button', { name: /^Remove comment by / });
      const commented = otherWith(/^Remove comment by /, 2);
      /** The card shows the server's first two comments. */
      const showsTheServersComments = async (at: HTMLElement) => {
        const names = (findNotice(commented.id)?.comments ?? [])
          .slice(0, 2)
          .map((comment) => `Remove comment by ${commentAuthorName(comment)}`);
        await waitFor(() =>
          expect(
            removeButtons(cardOf(at, commented.id)!).map((button) => button.getAttribute('aria-label')),
          ).toEqual(names),
        );
      };
      const removed = commented.comments[0]!;
      await step("remove a comment: asks, then the card shows the server's comments", async () => {
        await userEvent.click(removeButtons(cardOf(region, commented.id)!)[0]!);
        await answer('Are you sure you want to delete ?', 'Yes');
        await expect(await screen.findByText('You have deleted item')).toBeVisible();
        await waitFor(() => expect(commented.comments).not.toContain(removed));
        await showsTheServersComments(region);
      });
      await step('after a reload the board is as the server has it', async () => {
        const reloaded = await reloadBoard(canvasElement);
        // A new card view: the admin has not liked it in this one.
        await expect(likeOf(cardOf(reloaded, liked.id))).toHaveAttribute('aria-pressed', 'false');
        await expect(likeOf(cardOf(reloaded, liked.id))).toHaveTextContent(`Like · ${likes + 2}`);
        await expect(within(cardOf(reloaded, liked.id)!).getByText('See you at the gate')).toBeVisible();
        await expect(cardOf(reloaded, hidden.id)).toBeUndefined();
        await expect(cardOf(reloaded, deleted.id)).toBeUndefined();
        await showsTheServersComments(reloaded);
      });
    },
  };
}

export const SchoolAdminWritesOnTheBoard = { ...writesOnTheBoard('SCHOOL_ADMIN'), tags: ['!dev'] };

export const SuperAdminWritesOnTheBoard = { ...writesOnTheBoard('SUPERADMIN'), tags: ['!dev'] };
