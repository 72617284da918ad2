import {
  commentAuthorName,
  commentPreviewCount,
  hasMoreComments,
  noticeMessages,
  timeAgo,
  type NoticeComment,
  withoutBidiControls,
} from '@stride/domain';
import { useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { useConfirmed } from '../../primitives/ConfirmDialog/useConfirmed';
import { TextField } from '../../primitives/TextField/TextField';
import { UserText } from '../../primitives/UserText/UserText';
import { CommentActions, List, Muted, Row } from './NoticeCard.styles';

export type NoticeCommentsProps = {
  comments: readonly NoticeComment[];
  /** How many comments the post has; 'Show More' appears when it is above the 2 shown. */
  total: number;
  now: Date;
  /** Whether all comments are shown (the post modal) rather than the first 2. */
  showAll: boolean;
  onShowMore?: () => void;
  /** Posts a comment; resolves once stored. Absent when comments are closed. */
  onComment?: (text: string) => Promise<void>;
  /**
   * Likes a comment; the count rises only when the answer is above zero, and gives way to the
   * comment's next `likes` (the server's answer).
   */
  onLikeComment?: (commentId: number) => Promise<number>;
  /** Removes a comment after the admin said Yes; a rejected promise keeps the question open. */
  onRemoveComment?: (commentId: number) => Promise<unknown>;
};

function CommentItem({
  comment,
  now,
  onLike,
  onRemove,
}: {
  comment: NoticeComment;
  now: Date;
  onLike?: (id: number) => Promise<number>;
  onRemove?: (comment: NoticeComment) => void;
}) {
  // The server's count a like was added to: one more shows only until the comment brings the
  // server's own count, never on top of it.
  const [likedFrom, setLikedFrom] = useState<number | null>(null);
  const likes = likedFrom === comment.likes ? likedFrom + 1 : comment.likes;
  const author = withoutBidiControls(commentAuthorName(comment) || 'Someone');
  async function like() {
    const from = comment.likes;
    const value = await onLike?.(comment.id);
    if (value !== undefined && value > 0) setLikedFrom(from);
  }
  return (
    <li>
      <strong>
        <UserText>{author}</UserText>
      </strong>{' '}
      <Muted>{timeAgo(comment.created_timestamp, now)}</Muted>
      <div>
        <UserText>{comment.comment}</UserText>
      </div>
      <CommentActions>
        <Muted aria-label={`${likes} likes`}>♥ {likes}</Muted>
        {onLike ? (
          <Button
            variant="ghost"
            size="small"
            onClick={() => void like()}
            aria-label={`Like comment by ${author}`}
          >
            Like
          </Button>
        ) : null}
        {onRemove ? (
          <Button
            variant="ghost"
            size="small"
            onClick={() => onRemove(comment)}
            aria-label={`Remove comment by ${author}`}
          >
            Remove
          </Button>
        ) : null}
      </CommentActions>
    </li>
  );
}

/**
 * The comments of a notice card: the first 2 with 'Show More', a box to add one, and removing one
 * after 'Are you sure you want to delete ?'.
 */
export function NoticeComments({
  comments,
  total,
  now,
  showAll,
  onShowMore,
  onComment,
  onLikeComment,
  onRemoveComment,
}: NoticeCommentsProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const shown = showAll ? comments : comments.slice(0, commentPreviewCount);
  const removing = useConfirmed((comment: NoticeComment) => onRemoveComment?.(comment.id), {
    question: () => noticeMessages.removeCommentQuestion,
  });

  async function send() {
    if (!onComment || !text.trim()) return;
    setSending(true);
    try {
      await onComment(text.trim());
      setText('');
    } finally {
      setSending(false);
    }
  }

  return (
    <div role="group" aria-label="Comments">
      {shown.length ? (
        <List>
          {shown.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              now={now}
              onLike={onLikeComment}
              onRemove={onRemoveComment ? removing.ask : undefined}
            />
          ))}
        </List>
      ) : null}
      {!showAll && hasMoreComments(total) && onShowMore ? (
        <Button variant="ghost" size="small" onClick={onShowMore} aria-label="Show More comments">
          Show More
        </Button>
      ) : null}
      {onComment ? (
        <Row>
          <TextField
            label="Write a comment"
            labelHidden
            placeholder="Write a comment…"
            size="small"
            value={text}
            onValueChange={setText}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void send();
            }}
          />
          <Button size="small" disabled={!text.trim()} loading={sending} onClick={() => void send()}>
            Post
          </Button>
        </Row>
      ) : null}
      {removing.dialog}
    </div>
  );
}
