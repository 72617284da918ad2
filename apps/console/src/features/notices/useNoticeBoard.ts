import {
  answerPollMutation,
  chatQuery,
  deleteNoticeMutation,
  filterOrganisationsQuery,
  hideNoticeMutation,
  likeCommentMutation,
  likeNoticeMutation,
  noticeAudienceQuery,
  noticesQuery,
  removeCommentMutation,
  saveCommentMutation,
  viewNoticeQuery,
  type NoticesAnswer,
} from '@stride/api';
import {
  hasMoreNotices,
  type NoticeCard,
  type NoticeFilterCategory,
  type SchoolSelectionId,
} from '@stride/domain';
import { useReadAppClock } from '@stride/ui';
import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '../../app/useQuery';
import { useMutation } from '../../app/useMutation';

/**
 * The board's pages from page 0 for one target (a school, group, council or ALL) and filter. A new
 * target or filter is a new first key, so the list starts again at page 0 (swr/infinite resets its
 * size). Every page is read again whenever the board opens, so what was written elsewhere (a post sent or edited, a verified notice)
 * shows at once, without a Refresh.
 */
export function useNoticeBoard(
  schoolId: SchoolSelectionId | null,
  filter: NoticeFilterCategory | null,
  enabled: boolean,
) {
  // Null until a load succeeds: a board that failed to load is not 'refreshed' (the label says so).
  // When the list loaded, on the board's clock (the one its times are measured from).
  const readClock = useReadAppClock();
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  const pages = useInfiniteQuery<NoticesAnswer>(
    (page, previous) =>
      !enabled || (previous && !hasMoreNotices(previous.posts.length))
        ? null
        : noticesQuery({ schoolId, filter, page }),
    {
      onSuccess: () => setRefreshedAt(readClock()),
      revalidateFirstPage: false,
      revalidateOnMount: true,
      // Opening the board again soon after it last loaded still reads it (no answer is reused).
      dedupingInterval: 0,
    },
  );
  const loaded = pages.data ?? [];
  const last = loaded[loaded.length - 1];
  return {
    ...pages,
    cards: loaded.flatMap((page) => page.posts),
    count: loaded[0]?.count ?? {},
    bucketUrl: loaded[0]?.bucket_url ?? '',
    hasMore: last ? hasMoreNotices(last.posts.length) : false,
    loadingMore: pages.isValidating && pages.size > loaded.length,
    refreshedAt,
  };
}

/** Schools the admin may pick for the board (not asked for a school admin). */
export function useBoardSchools(enabled: boolean) {
  return useQuery(enabled ? filterOrganisationsQuery() : null);
}

/** One post with all its comments (the post modal). */
export function useNoticeDetail(id: number | null) {
  return useQuery(id === null ? null : viewNoticeQuery(id));
}

/** Who a post went to (the audience modal). */
export function useNoticeAudience(id: number | null) {
  return useQuery(id === null ? null : noticeAudienceQuery(id));
}

/** The admin's chat with a card's author (the chat modal, ADR 0074). */
export function useNoticeChat(userId: number | null) {
  return useQuery(userId === null ? null : chatQuery(userId));
}

/** The card actions as writes, each reloading what it changes (the board, an open post); the page decides what to say. */
export function useNoticeActions() {
  const write = useMutation();
  return {
    like: (id: number) => write(likeNoticeMutation(id)),
    hide: (card: NoticeCard) => write(hideNoticeMutation(card.id)),
    remove: (card: NoticeCard) => write(deleteNoticeMutation(card.id)),
    vote: (card: NoticeCard, answerIndex: number) => {
      const poll = card.extras.find((extra) => extra.poll_id);
      return write(
        answerPollMutation({ poll_id: poll?.poll_id ?? card.id, answerIndex, id: card.id, text: '' }),
      );
    },
    /** A text reply to a DYNAMIC notice goes the way of a poll answer, with the text (ADR 0107). */
    reply: (card: NoticeCard, text: string) =>
      write(answerPollMutation({ poll_id: card.id, answerIndex: null, id: card.id, text })),
    comment: (card: NoticeCard, text: string) =>
      write(
        saveCommentMutation({ comment: text, notice_id: card.id, noticeUserId: card.notice_user_id ?? null }),
      ),
    likeComment: (commentId: number) => write(likeCommentMutation(commentId)),
    removeComment: (commentId: number) => write(removeCommentMutation(commentId)),
  };
}
