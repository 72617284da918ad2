import {
  awaitingApprovalLabel,
  awaitingApprovalStatus,
  cardOwnAction,
  noticeMessages,
  noticeUserTypeLabel,
  offersMessage,
  pollOf,
  textReplyOf,
  timeAgo,
  type NoticeCard as NoticeCardData,
  type NoticeExtra,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/Button/Button';
import { SafeHtml } from '../../primitives/SafeHtml/SafeHtml';
import { Tag } from '../../primitives/Tag/Tag';
import { UserText } from '../../primitives/UserText/UserText';
import { Actions, CardRoot, Header, HeaderText, Logo, Meta, Tags, Title } from './NoticeCard.styles';
import { NoticeComments, type NoticeCommentsProps } from './NoticeComments';
import { NoticeMedia } from './NoticeMedia';
import { NoticePoll } from './NoticePoll';
import { NoticeReply } from './NoticeReply';
import { useBoardClock } from '../board-clock';

export type NoticeCardProps = {
  /** The card as the board lists it. */
  card: NoticeCardData;
  /** The signed-in admin's user id: their own cards offer Edit, others Hide and Message. */
  viewerId: number;
  /**
   * Where relative image entries live (the list's bucket_url).
   * @default ''
   */
  bucketUrl?: string;
  /**
   * The moment time-ago is measured from (the board passes its clock).
   * @default the clock, read again every 60 seconds
   */
  now?: Date;
  /**
   * A preview of a post being written: 'created 20 seconds ago' and no actions.
   * @default false
   */
  preview?: boolean;
  /**
   * All comments are given and shown (the post modal), not the first 2.
   * @default false
   */
  showAllComments?: boolean;
  /**
   * Likes the card; called once per card view. The count rises at once and gives way to the card's
   * next `total_likes` (the server's answer); a rejected promise takes the like back.
   * @default undefined
   */
  onLike?: (id: number) => void | Promise<unknown>;
  /**
   * Votes in a poll; resolves with the new poll data the card then shows until the card's own
   * `extras` change. @default undefined
   */
  onVote?: (card: NoticeCardData, answerIndex: number) => Promise<NoticeExtra[]>;
  /**
   * Sends a text reply to a DYNAMIC notice that asks for one; resolves with the card's new extras,
   * which carry the reply the card then shows. @default undefined
   */
  onReply?: (card: NoticeCardData, text: string) => Promise<NoticeExtra[]>;
  /** Edits the viewer's own card. @default undefined */
  onEdit?: (card: NoticeCardData) => void;
  /** Hides someone else's card (the feed asks first). @default undefined */
  onHide?: (card: NoticeCardData) => void;
  /** Deletes the card (the page asks first); absent when the viewer may not. @default undefined */
  onDelete?: (card: NoticeCardData) => void;
  /** Opens a chat with the author (user types 6, 7, 2). @default undefined */
  onMessage?: (card: NoticeCardData) => void;
  /** Shows who the post went to. @default undefined */
  onAudience?: (card: NoticeCardData) => void;
  /** Opens the post with all comments ('Show More'). @default undefined */
  onShowMore?: (card: NoticeCardData) => void;
  /** Posts a comment on the card. @default undefined */
  onComment?: (card: NoticeCardData, text: string) => Promise<void>;
  /** Likes a comment; resolves with the server's value. @default undefined */
  onLikeComment?: NoticeCommentsProps['onLikeComment'];
  /** Removes a comment. @default undefined */
  onRemoveComment?: NoticeCommentsProps['onRemoveComment'];
} & Omit<ComponentPropsWithoutRef<'article'>, 'children'>;

/**
 * One post of the notice board (docs/product/notices.md) for every card type: author and time, tags
 * (Awaiting approval, Important, years), sanitised message, pictures, pdfs, a poll with its
 * percentages, a safeguarding card's pupils, likes and the first 2 comments.
 */
export function NoticeCard({
  card,
  viewerId,
  bucketUrl = '',
  now,
  preview = false,
  showAllComments = false,
  onLike,
  onVote,
  onReply,
  onEdit,
  onHide,
  onDelete,
  onMessage,
  onAudience,
  onShowMore,
  onComment,
  onLikeComment,
  onRemoveComment,
  ...rest
}: NoticeCardProps) {
  // The server's count the viewer's like was added to: one more shows only until the server's own
  // count arrives with the card, never on top of it.
  const [likedFrom, setLikedFrom] = useState<number | null>(null);
  const likes = likedFrom === card.total_likes ? likedFrom + 1 : card.total_likes;
  // The extras a vote or reply answered with, shown until the card itself brings newer data from the server.
  const [voted, setVoted] = useState<{ over: NoticeExtra[]; extras: NoticeExtra[] } | null>(null);
  const extras = voted?.over === card.extras ? voted.extras : card.extras;
  const [voting, setVoting] = useState(false);
  const at = useBoardClock(now, card.comments);
  const own = cardOwnAction(card, viewerId);
  const title =
    card.title ||
    (card.type === 'safeguarding' ? 'Safeguarding' : noticeUserTypeLabel(card.user_type) || 'Notice');
  const eventDate = extras.find((extra) => extra.date)?.date;
  const titleId = `notice-${card.id}-title`;

  function like() {
    if (likedFrom !== null) return;
    setLikedFrom(card.total_likes);
    Promise.resolve(onLike?.(card.id)).catch(() => setLikedFrom(null));
  }

  const textReply = textReplyOf({ type: card.type, extras });

  async function reply(text: string) {
    if (!onReply) return;
    const over = card.extras;
    setVoted({ over, extras: await onReply(card, text) });
  }

  async function vote(answerIndex: number) {
    if (!onVote) return;
    setVoting(true);
    const over = card.extras;
    try {
      setVoted({ over, extras: await onVote(card, answerIndex) });
    } finally {
      setVoting(false);
    }
  }

  return (
    <CardRoot
      aria-labelledby={titleId}
      data-important={card.important || undefined}
      data-type={card.type}
      {...rest}
    >
      <Header>
        {card.school_logo ? <Logo src={card.school_logo} alt="" /> : null}
        <HeaderText>
          <Title id={titleId}>
            <UserText>{title}</UserText>
          </Title>
          <Meta>
            <UserText>{card.from_label || noticeUserTypeLabel(card.user_type)}</UserText>
            <span aria-hidden="true">·</span>
            <time dateTime={card.created_timestamp}>
              {preview ? noticeMessages.previewCreated : timeAgo(card.created_timestamp, at)}
            </time>
          </Meta>
          <Tags>
            {card.status === awaitingApprovalStatus ? (
              <Tag variant="warning">{awaitingApprovalLabel}</Tag>
            ) : null}
            {card.important ? <Tag variant="danger">Important</Tag> : null}
            {card.category ? (
              <Tag>
                <UserText>{card.category}</UserText>
              </Tag>
            ) : null}
            {card.years ? (
              <Tag variant="accent">
                <UserText>{card.years}</UserText>
              </Tag>
            ) : null}
            {eventDate ? <Tag variant="success">Event: {eventDate}</Tag> : null}
          </Tags>
        </HeaderText>
      </Header>
      {card.message ? <SafeHtml html={card.message} /> : null}
      <NoticeMedia card={{ ...card, extras }} bucketUrl={bucketUrl} />
      {pollOf({ extras }) ? (
        <NoticePoll
          card={{ extras }}
          onVote={preview ? undefined : (index) => void vote(index)}
          voting={voting}
        />
      ) : null}
      {textReply ? (
        <NoticeReply reply={textReply.reply} onReply={preview || !onReply ? undefined : reply} />
      ) : null}
      {preview ? null : (
        <>
          <Actions aria-label="Post actions" role="group">
            <Button variant="ghost" size="small" aria-pressed={likedFrom !== null} onClick={like}>
              Like · {likes}
            </Button>
            {own === 'edit' && onEdit ? (
              <Button variant="ghost" size="small" onClick={() => onEdit(card)}>
                Edit
              </Button>
            ) : null}
            {own === 'hide' && onHide ? (
              <Button variant="ghost" size="small" onClick={() => onHide(card)}>
                Hide
              </Button>
            ) : null}
            {offersMessage(card, viewerId) && onMessage ? (
              <Button variant="ghost" size="small" onClick={() => onMessage(card)}>
                Message
              </Button>
            ) : null}
            {onAudience ? (
              <Button variant="ghost" size="small" onClick={() => onAudience(card)}>
                Audience
              </Button>
            ) : null}
            {onDelete ? (
              <Button variant="danger" size="small" onClick={() => onDelete(card)}>
                Delete
              </Button>
            ) : null}
          </Actions>
          <NoticeComments
            comments={card.comments}
            total={card.total_comments}
            now={at}
            showAll={showAllComments}
            onShowMore={onShowMore ? () => onShowMore(card) : undefined}
            onComment={card.allow_comments && onComment ? (text) => onComment(card, text) : undefined}
            onLikeComment={onLikeComment}
            onRemoveComment={onRemoveComment}
          />
        </>
      )}
    </CardRoot>
  );
}
