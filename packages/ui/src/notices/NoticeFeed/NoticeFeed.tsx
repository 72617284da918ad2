import {
  noticeFilterCategories,
  noticeMessages,
  refreshedLabel,
  type NoticeCard as NoticeCardData,
  type NoticeFilterCategory,
} from '@stride/domain';
import { useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button/Button';
import { useConfirmed } from '../../primitives/ConfirmDialog/useConfirmed';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { ErrorState } from '../../primitives/ErrorState/ErrorState';
import { Modal } from '../../primitives/Modal/Modal';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { Tag } from '../../primitives/Tag/Tag';
import { ToggleGroup } from '../../primitives/ToggleGroup/ToggleGroup';
import { NoticeCard, type NoticeCardProps } from '../NoticeCard/NoticeCard';
import { useBoardClock } from '../board-clock';

type CardCallbacks = Pick<
  NoticeCardProps,
  | 'onLike'
  | 'onVote'
  | 'onReply'
  | 'onEdit'
  | 'onMessage'
  | 'onShowMore'
  | 'onComment'
  | 'onLikeComment'
  | 'onRemoveComment'
>;

export type NoticeFeedProps = {
  /**
   * The filter offers PTA: `showsPtaFilter` of the signed-in role (all but council admins).
   * @default false
   */
  ptaFilter?: boolean;
  /**
   * The PTA counter shows (with `count.pta`): `showsPtaCounter` of the signed-in role.
   * @default false
   */
  ptaCounter?: boolean;
  /**
   * Whether the admin may delete a card: `canDeleteNotice` of their role, the card and `viewerId`.
   * @default no card
   */
  canDelete?: (card: NoticeCardData) => boolean;
  /** The signed-in admin's user id. */
  viewerId: number;
  /** The posts of every page loaded so far, newest first. */
  cards: readonly NoticeCardData[];
  /** Where relative attachments live. @default '' */
  bucketUrl?: string;
  /**
   * The moment the cards' and the refreshed label's time-ago are measured from.
   * @default the clock, read again every 60 seconds and on each load: the times advance while the board is open
   */
  now?: Date;
  /** The stats of the list (`count`); `pta` is the PTA counter. @default {} */
  count?: Readonly<Record<string, number>>;
  /** The category shown, or null for all (controlled). */
  filter: NoticeFilterCategory | null;
  /** Called with the chosen category; the page starts again from page 0. */
  onFilterChange: (filter: NoticeFilterCategory | null) => void;
  /** When the list last loaded; null until it has. */
  refreshedAt: Date | null;
  /** Loads the list again. */
  onRefresh: () => void;
  /** Whether the last page came back full (exactly 20): Show More loads the next. @default false */
  hasMore?: boolean;
  /** Loads the next page. @default undefined */
  onShowMore?: () => void;
  /** The first page is loading. @default false */
  loading?: boolean;
  /** The next page is loading. @default false */
  loadingMore?: boolean;
  /** Why the list could not be loaded. @default undefined */
  error?: string;
  /**
   * The failure in technical words, behind a closed 'Technical details' disclosure under `error`.
   * @default undefined
   */
  errorDetail?: string;
  /** Loads the list again after an error. @default undefined */
  onRetry?: () => void;
  /** Deletes a post after the admin said Yes; the page says 'Delete completed'. @default undefined */
  onDelete?: (card: NoticeCardData) => Promise<unknown>;
  /** Hides someone else's post after the admin said Yes to 'Are you sure ?'. @default undefined */
  onHide?: (card: NoticeCardData) => Promise<unknown>;
  /**
   * Shows who a post went to; without it there is no Audience button (the console passes it when
   * `showsSchoolSelector` of the role: all but school admins).
   * @default undefined
   */
  onAudience?: (card: NoticeCardData) => void;
  /** Opens a post's comments ('Show More' on a card). @default undefined */
  onOpenPost?: (card: NoticeCardData) => void;
} & CardCallbacks &
  Omit<ComponentPropsWithoutRef<'section'>, 'children'>;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** No card may be deleted (the default of `canDelete`). */
const noCard = () => false;

const filterLabels: Record<NoticeFilterCategory, string> = {
  eco: 'Eco',
  general: 'General',
  travel: 'Travel',
  pta: 'PTA',
  poll: 'Poll',
  sports: 'Sports',
  events: 'Events',
};

/** The 'refreshed ... ago' label, measured from the board's clock; a failed load says so instead. */
function RefreshedLabel({ at, failed, now }: { at: Date | null; failed: boolean; now: Date }) {
  return <Label role="status">{refreshedLabel(at, at && at > now ? at : now, failed)}</Label>;
}

/**
 * The notice board's list (docs/product/notices.md): refresh with its label, the category filter (a modal),
 * the PTA counter, the cards, Show More when the last page was full, deleting after 'Remove this post from
 * the School Notice Board?' and hiding after 'Are you sure ?'.
 */
export function NoticeFeed({
  ptaFilter = false,
  ptaCounter = false,
  canDelete = noCard,
  viewerId,
  cards,
  bucketUrl = '',
  now,
  count = {},
  filter,
  onFilterChange,
  refreshedAt,
  onRefresh,
  hasMore = false,
  onShowMore,
  loading = false,
  loadingMore = false,
  error,
  errorDetail,
  onRetry,
  onDelete,
  onHide,
  onAudience,
  onOpenPost,
  ...rest
}: NoticeFeedProps) {
  const [filterOpen, setFilterOpen] = useState(false);
  // One clock for the label and every card: their times advance together, every 60 seconds.
  const clock = useBoardClock(now, refreshedAt);
  const deleting = useConfirmed((card: NoticeCardData) => onDelete?.(card), {
    question: () => noticeMessages.deleteQuestion,
  });
  const hiding = useConfirmed((card: NoticeCardData) => onHide?.(card), {
    question: () => noticeMessages.hideQuestion,
    description: (card) => `${card.title || 'The post'} will no longer show on your notice board.`,
  });
  const {
    onLike,
    onVote,
    onReply,
    onEdit,
    onMessage,
    onComment,
    onLikeComment,
    onRemoveComment,
    ...section
  } = rest;
  const categories = noticeFilterCategories.filter((category) => category !== 'pta' || ptaFilter);
  const filterItems = [
    { value: 'all', label: 'All' },
    ...categories.map((category) => ({ value: category, label: filterLabels[category] })),
  ];

  let body;
  if (error)
    body = (
      <ErrorState
        title="The notice board could not be loaded"
        message={error}
        detail={errorDetail}
        onRetry={onRetry}
      />
    );
  else if (loading) body = <Skeleton shape="text" lines={6} label="Loading posts" />;
  else if (cards.length === 0)
    body = (
      <EmptyState
        title="No posts"
        description={
          filter ? 'No posts in this category yet.' : 'Posts to parents and staff will appear here.'
        }
      />
    );
  else
    body = (
      <Cards>
        {cards.map((card) => (
          <NoticeCard
            key={card.id}
            card={card}
            viewerId={viewerId}
            bucketUrl={bucketUrl}
            now={clock}
            {...{ onLike, onVote, onReply, onEdit, onMessage, onComment, onLikeComment, onRemoveComment }}
            onHide={onHide ? hiding.ask : undefined}
            onShowMore={onOpenPost}
            onAudience={onAudience}
            onDelete={onDelete && canDelete(card) ? deleting.ask : undefined}
          />
        ))}
      </Cards>
    );

  return (
    <section aria-label="Notice board" aria-busy={loading || undefined} {...section}>
      <Toolbar>
        <Button variant="secondary" size="small" onClick={onRefresh}>
          Refresh
        </Button>
        <RefreshedLabel at={refreshedAt} failed={Boolean(error)} now={clock} />
        <Button variant="secondary" size="small" onClick={() => setFilterOpen(true)}>
          Filter{filter ? `: ${filterLabels[filter]}` : ''}
        </Button>
        {ptaCounter && count.pta !== undefined ? <Tag variant="accent">PTA posts: {count.pta}</Tag> : null}
      </Toolbar>
      {body}
      {hasMore && onShowMore && !loading && !error ? (
        <Button variant="secondary" loading={loadingMore} onClick={onShowMore}>
          Show More
        </Button>
      ) : null}
      <Modal title="Filter posts" open={filterOpen} onOpenChange={setFilterOpen}>
        <ToggleGroup
          label="Category"
          items={filterItems}
          value={filter ?? 'all'}
          onValueChange={(value) => {
            onFilterChange(value === 'all' || !value ? null : (value as NoticeFilterCategory));
            setFilterOpen(false);
          }}
        />
      </Modal>
      {deleting.dialog}
      {hiding.dialog}
    </section>
  );
}
