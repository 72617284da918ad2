import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectTypedOrder, typedName } from '../../storybook/bidi';
import { storyLongWord } from './notice-story-cards';

/**
 * The plays of the NoticeCard stories whose buttons depend on who wrote the card and who looks (Hide,
 * Edit, Message, Like), of those that write on a card (comments, a reply, a vote) and of those that
 * show hostile text (markup, a right-to-left override, one long word).
 */

/** What those plays are given: the card and the handlers it calls. */
type PlayContext = {
  canvasElement: HTMLElement;
  args: {
    card?: unknown;
    onHide?: unknown;
    onEdit?: unknown;
    onLike?: unknown;
    onComment?: unknown;
    onLikeComment?: unknown;
    onRemoveComment?: unknown;
    onShowMore?: unknown;
    onReply?: unknown;
    onVote?: unknown;
  };
};

/** The play of OthersCardCanBeHidden. */
export async function othersCardCanBeHidden({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
  await expect(args.onHide).toHaveBeenCalledWith(args.card);
  // A school's own post (user type 1) offers no Message button.
  await expect(canvas.queryByRole('button', { name: 'Message' })).toBeNull();
}

/** The play of OwnCardCanBeEdited. */
export async function ownCardCanBeEdited({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('button', { name: 'Hide' })).toBeNull();
  // Not even a parent's card offers Message when it is the viewer's own.
  await expect(canvas.queryByRole('button', { name: 'Message' })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
  await expect(args.onEdit).toHaveBeenCalledWith(args.card);
}

/** The play of MessageParentsPtaAndOffice. */
export async function messageParentsPtaAndOffice({ canvasElement }: PlayContext) {
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
}

/** The play of LikeOncePerView. */
export async function likeOncePerView({ canvasElement, args }: PlayContext) {
  const like = within(canvasElement).getByRole('button', { name: 'Like · 4' });
  await userEvent.click(like);
  await userEvent.click(like);
  await expect(like).toHaveTextContent('Like · 5');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(args.onLike).toHaveBeenCalledTimes(1);
}

/** The play of FirstTwoCommentsAndShowMore. */
export async function firstTwoCommentsAndShowMore({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Thank you!')).toBeVisible();
  await expect(canvas.getByText('Can we bring scooters?')).toBeVisible();
  await expect(canvas.queryByText('See you there.')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Show More comments' }));
  await expect(args.onShowMore).toHaveBeenCalledWith(args.card);
}

/** The play of CommentPostDisabledWhenEmpty. */
export async function commentPostDisabledWhenEmpty({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  const post = canvas.getByRole('button', { name: 'Post' });
  await expect(post).toBeDisabled();
  await userEvent.type(canvas.getByRole('textbox', { name: 'Write a comment' }), '   ');
  await expect(post).toBeDisabled();
  await userEvent.type(canvas.getByRole('textbox', { name: 'Write a comment' }), 'Lovely idea');
  await userEvent.click(post);
  await expect(args.onComment).toHaveBeenCalledWith(args.card, 'Lovely idea');
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Write a comment' })).toHaveValue(''));
}

/** The play of CommentLikeRaisesOnPositiveAnswer. */
export async function commentLikeRaisesOnPositiveAnswer({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Like comment by Mrs Jane Okafor' }));
  await expect(args.onLikeComment).toHaveBeenCalledWith(11);
  await expect(await canvas.findByLabelText('3 likes')).toBeVisible();
}

/** The play of CommentRemoveAsksFirst. */
export async function commentRemoveAsksFirst({ canvasElement, args }: PlayContext) {
  const remove = within(canvasElement).getByRole('button', { name: 'Remove comment by Mrs Jane Okafor' });
  await userEvent.click(remove);
  const question = () => screen.findByRole('alertdialog', { name: 'Are you sure you want to delete ?' });
  await userEvent.click(within(await question()).getByRole('button', { name: 'No' }));
  await expect(args.onRemoveComment).not.toHaveBeenCalled();
  await userEvent.click(remove);
  await userEvent.click(within(await question()).getByRole('button', { name: 'Yes' }));
  await expect(args.onRemoveComment).toHaveBeenCalledWith(11);
}

/** The play of CommentLikeKeptOnZeroAnswer. */
export async function commentLikeKeptOnZeroAnswer({ canvasElement, args }: PlayContext) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Like comment by Mrs Jane Okafor' }));
  await expect(args.onLikeComment).toHaveBeenCalled();
  await expect(canvas.getByLabelText('2 likes')).toBeVisible();
}

/** The play of DynamicReply. */
export async function dynamicReply({ canvasElement, args }: PlayContext) {
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
}

/** The play of Poll. */
export async function poll({ canvasElement, args }: PlayContext) {
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
}

type Pwned = Window & { __strideNoticePwned?: boolean };

/** HostileMessage's beforeEach: no flag an earlier run set. */
export function forgetThePwnedFlag() {
  delete (window as Pwned).__strideNoticePwned;
}

/** The play of HostileMessage. */
export async function hostileMessage({ canvasElement }: PlayContext) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Please read the letter.')).toBeVisible();
  await expect(canvasElement.querySelector('script')).toBeNull();
  const link = canvas.getByText('Open letter');
  await expect(link.getAttribute('href')).toBeNull();
  await userEvent.click(link);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect((window as Pwned).__strideNoticePwned).toBeUndefined();
}

/** The play of BidiOverride. */
export async function bidiOverride({ canvasElement }: PlayContext) {
  const card = within(canvasElement).getByRole('article', { name: typedName });
  await expectTypedOrder(within(card).getByRole('heading', { name: typedName }));
  for (const shown of within(card).getAllByText(typedName)) await expectTypedOrder(shown);
}

/** The play of LongUnbrokenWords. */
export async function longUnbrokenWords({ canvasElement }: PlayContext) {
  const card = within(canvasElement).getByRole('article');
  await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(
    canvasElement.ownerDocument.documentElement.clientWidth,
  );
  await expect(within(card).getAllByText(storyLongWord).length).toBeGreaterThan(0);
}
