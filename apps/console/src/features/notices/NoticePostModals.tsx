import { isApiError, sendChatMessageMutation } from '@stride/api';
import type { NoticeCard as NoticeCardData } from '@stride/domain';
import { chatMessages, chatPartnerLabel, noticeMessages, wholeNumberId } from '@stride/domain';
import { ChatModal, ErrorState, Modal, NoticeCard, Skeleton, type NoticeCardProps } from '@stride/ui';
import styled from 'styled-components';
import { inHumanWords } from '../../app/in-human-words';
import { loadErrorProps } from '../../app/load-error';
import { RecordNotFound } from '../../app/RecordNotFound';
import { useMutation } from '../../app/useMutation';
import { useNoticeAudience, useNoticeChat, useNoticeDetail } from './useNoticeBoard';

const Lines = styled.dl`
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    margin-top: ${({ theme }) => theme.space.sm};
  }
  dd {
    margin: 0;
  }
`;

type PostCallbacks = Required<
  Pick<NoticeCardProps, 'onLike' | 'onLikeComment' | 'onRemoveComment' | 'onComment'>
>;
type PostModalProps = {
  /** The post open, as its address names it (`?post=12`), or null. */
  postId: string | null;
  viewerId: number;
  onClose: () => void;
} & PostCallbacks;

/**
 * A post with all its comments (docs/product/notices.md: a post opens with its comments in a modal), read by
 * its id, so its address opens it whatever page of the board it is on. After each write the post is read
 * again (each write's descriptor names it), so it shows the server's counts and comments. A post the server
 * does not have, or will not show this account, is 'Not found' in its place.
 */
export function NoticePostModal({
  postId,
  viewerId,
  onClose,
  onLike,
  onComment,
  onLikeComment,
  onRemoveComment,
}: PostModalProps) {
  const id = wholeNumberId(postId);
  const detail = useNoticeDetail(id);
  const missing = isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 403);
  if (postId !== null && (id === null || missing))
    return <RecordNotFound open what="post" id={String(postId)} onClose={onClose} />;
  let body;
  if (detail.error)
    body = (
      <ErrorState
        title={noticeMessages.loadFailed}
        message="The post could not be loaded."
        onRetry={() => void detail.refresh()}
      />
    );
  else if (!detail.data) body = <Skeleton shape="text" lines={4} label="Loading the post" />;
  else
    body = (
      <NoticeCard
        card={{ ...detail.data.notice, comments: detail.data.comments }}
        viewerId={viewerId}
        showAllComments
        onLike={onLike}
        onComment={onComment}
        onLikeComment={onLikeComment}
        onRemoveComment={onRemoveComment}
      />
    );
  return (
    <Modal
      title={detail.data?.notice.title || 'Post'}
      size="user-detail"
      open={postId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {body}
    </Modal>
  );
}

/** Who a post went to: schools, years and groups. */
export function NoticeAudienceModal({ card, onClose }: { card: NoticeCardData | null; onClose: () => void }) {
  const audience = useNoticeAudience(card?.id ?? null);
  const list = (items: readonly string[]) => (items.length ? items.join(', ') : 'None');
  let body;
  if (audience.error)
    body = (
      <ErrorState
        title={noticeMessages.loadFailed}
        message="The audience could not be loaded."
        onRetry={() => void audience.refresh()}
      />
    );
  else if (!audience.data) body = <Skeleton shape="text" lines={3} label="Loading the audience" />;
  else
    body = (
      <Lines>
        <dt>Schools</dt>
        <dd>{list(audience.data.schools)}</dd>
        <dt>Years</dt>
        <dd>{list(audience.data.years)}</dd>
        <dt>Groups</dt>
        <dd>{list(audience.data.groups)}</dd>
      </Lines>
    );
  return (
    <Modal
      title="Audience"
      open={card !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {body}
    </Modal>
  );
}

/** The chat modal (docs/product/notices.md): the admin's conversation with the author of `card` (ADR 0074). */
export function NoticeChatModal({
  card,
  viewerId,
  onClose,
}: {
  card: NoticeCardData | null;
  viewerId: number;
  onClose: () => void;
}) {
  const write = useMutation();
  const chat = useNoticeChat(card?.user_id ?? null);
  return (
    <ChatModal
      // A new author starts with an empty box.
      key={card?.id}
      partner={card ? chatPartnerLabel(card) : null}
      onClose={onClose}
      viewerId={viewerId}
      messages={chat.data ?? []}
      loading={chat.isLoading}
      {...loadErrorProps(chat.error, 'The messages could not be loaded.')}
      onRetry={() => void chat.refresh()}
      onSend={inHumanWords(chatMessages.sendFailed, async (message) => {
        if (!card) return;
        await write(sendChatMessageMutation({ user_id: card.user_id, notice_id: card.id, message }));
      })}
    />
  );
}
