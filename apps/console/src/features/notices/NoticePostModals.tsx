import { sendChatMessage } from '@stride/api';
import type { NoticeCard as NoticeCardData } from '@stride/domain';
import { chatMessages, chatPartnerLabel, noticeMessages } from '@stride/domain';
import { ChatModal, ErrorState, Modal, NoticeCard, Skeleton, type NoticeCardProps } from '@stride/ui';
import styled from 'styled-components';
import { inHumanWords } from '../../app/in-human-words';
import { loadErrorProps } from '../../app/load-error';
import { useApiClient } from '../../app/useApiClient';
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
type PostModalProps = { card: NoticeCardData | null; viewerId: number; onClose: () => void } & PostCallbacks;

/**
 * A post with all its comments (docs/product/notices.md: a post opens with its comments in a modal). After
 * each write the post is read again, so it shows the server's counts and comments.
 */
export function NoticePostModal({
  card,
  viewerId,
  onClose,
  onLike,
  onComment,
  onLikeComment,
  onRemoveComment,
}: PostModalProps) {
  const detail = useNoticeDetail(card?.id ?? null);
  const thenReread = async <T,>(written: Promise<T>) => {
    const answer = await written;
    await detail.refresh();
    return answer;
  };
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
        onLike={(id) => thenReread(Promise.resolve(onLike(id)))}
        onComment={(post, text) => thenReread(onComment(post, text))}
        onLikeComment={(id) => thenReread(onLikeComment(id))}
        onRemoveComment={(id) => thenReread(onRemoveComment(id))}
      />
    );
  return (
    <Modal
      title={card?.title || 'Post'}
      size="user-detail"
      open={card !== null}
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
  const client = useApiClient();
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
        await sendChatMessage(client, { user_id: card.user_id, notice_id: card.id, message });
        await chat.refresh();
      })}
    />
  );
}
