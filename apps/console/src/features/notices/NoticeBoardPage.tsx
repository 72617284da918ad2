import {
  canDeleteNotice,
  noticeFilterCategories,
  noticeMessages,
  picksAcrossPlatform,
  recordKeys,
  seesPostAudience,
  showsPtaCounter,
  showsPtaFilter,
  showsSchoolSelector,
  type NoticeCard,
} from '@stride/domain';
import { ButtonLink, NoticeFeed, Select, schoolSelectorEntries, useListValue, useToast } from '@stride/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { inHumanWords } from '../../app/in-human-words';
import { loadError, loadErrorProps } from '../../app/load-error';
import { ListToolbar } from '../../app/page-sections.styles';
import { routerLink } from '../../app/router-link';
import { useRecordInUrl } from '../../app/useRecordInUrl';
import { sessionAtom, userAtom } from '../../session/session-atoms';
import { NoticeGroups } from './NoticeGroups';
import { NoticeAudienceModal, NoticeChatModal, NoticePostModal } from './NoticePostModals';
import { useBoardSchools, useNoticeActions, useNoticeBoard } from './useNoticeBoard';

const Toolbar = styled(ListToolbar)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const noOptions = { schools: [], groups: [], councils: [] };

/** The name the board keeps its school and category under in the address (`board.school=101`). */
const boardList = 'Board';

/**
 * /members/noticeboard (docs/product/notices.md): the posts of the chosen target, 20 a page, with their
 * comments, polls and likes. The school selector lists what the metrics filter lists for the role (the super
 * admin's schools by council or Independent, then GROUPS ONLY, ALL and COUNCILS ONLY); one target at a time
 * (ADR 0107).
 */
export function NoticeBoardPage() {
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const role = session?.role ?? 'SCHOOL_ADMIN';
  const picksSchool = showsSchoolSelector(role);
  const schools = useBoardSchools(picksSchool);
  // The school and the category shown are in the address (`board.school=101&board.category=travel`), as
  // every list's view: a reload, Back and a copied link show the same posts. A school the list does not
  // offer (another council's, mistyped) is not taken: the first one shows.
  const [keptSchool, keepSchool] = useListValue<string>(boardList, 'school', '');
  const [keptCategory, keepCategory] = useListValue<string>(boardList, 'category', '');
  const offered = schoolSelectorEntries(picksAcrossPlatform(role), schools.data ?? noOptions);
  const chosenSchool = offered.find((entry) => String(entry.id) === keptSchool)?.id ?? null;
  const filter = noticeFilterCategories.find((category) => category === keptCategory) ?? null;
  const schoolId = picksSchool ? (chosenSchool ?? schools.data?.schools[0]?.id ?? null) : null;
  const board = useNoticeBoard(schoolId, filter, !picksSchool || schoolId !== null);
  const actions = useNoticeActions();
  const toast = useToast();
  const navigate = useNavigate();
  // The post open with its comments has its own address (`?post=12`): Back closes it, a link opens it.
  const post = useRecordInUrl(recordKeys.post);
  const [audienceOf, setAudienceOf] = useState<NoticeCard | null>(null);
  const [chatAbout, setChatAbout] = useState<NoticeCard | null>(null);
  if (!session || !user) return null;

  const failed = (error: unknown) =>
    toast.show({
      title: 'Error',
      ...loadError(error, noticeMessages.loadFailed),
      variant: 'error',
    });
  const reload = () => board.refresh();
  /**
   * A write on the board, which reloads what it changes: a failure is said and passed on (a question
   * stays open, an optimistic count goes back); a success is said (`done`).
   */
  const write = async <T,>(call: Promise<T>, done?: string) => {
    let answer: T;
    try {
      answer = await call;
    } catch (error) {
      failed(error);
      throw error;
    }
    if (done) toast.show({ title: 'Success', message: done, variant: 'success' });
    return answer;
  };
  const cardCallbacks = {
    onLike: (id: number) => write(actions.like(id)),
    onComment: async (card: NoticeCard, text: string) => {
      await write(actions.comment(card, text));
    },
    onLikeComment: (id: number) => write(actions.likeComment(id)).catch(() => 0),
    onRemoveComment: (id: number) => write(actions.removeComment(id), noticeMessages.itemDeleted),
  };
  const listError = board.error ?? (picksSchool ? schools.error : undefined);

  return (
    <>
      <Toolbar>
        {picksSchool ? (
          <Select
            label="School"
            options={offered.map((entry) => ({
              value: String(entry.id),
              label: entry.label,
              group: entry.section ?? undefined,
            }))}
            value={schoolId === null ? '' : String(schoolId)}
            onValueChange={keepSchool}
            placeholder={schools.isLoading ? 'Loading schools' : 'Choose a school'}
          />
        ) : (
          <span />
        )}
        <Actions>
          <NoticeGroups />
          <ButtonLink href="/members/noticeboard/edit/new" renderLink={routerLink}>
            New post
          </ButtonLink>
        </Actions>
      </Toolbar>
      <NoticeFeed
        ptaFilter={showsPtaFilter(role)}
        ptaCounter={showsPtaCounter(role)}
        canDelete={(card) => canDeleteNotice(role, card, user.id)}
        viewerId={user.id}
        cards={board.cards}
        bucketUrl={board.bucketUrl}
        count={board.count}
        filter={filter}
        onFilterChange={(next) => keepCategory(next ?? '')}
        refreshedAt={board.refreshedAt}
        onRefresh={() => void reload()}
        hasMore={board.hasMore}
        onShowMore={() => void board.setSize(board.size + 1)}
        loading={board.isLoading || (picksSchool && schools.isLoading)}
        loadingMore={board.loadingMore}
        {...loadErrorProps(listError, 'The posts could not be loaded.')}
        onRetry={() => {
          void schools.refresh();
          void reload();
        }}
        onVote={(card, index) => write(actions.vote(card, index))}
        onReply={inHumanWords('The reply could not be sent.', (card, text) =>
          write(actions.reply(card, text)),
        )}
        onEdit={(card) => navigate(`/members/noticeboard/edit/${card.id}`)}
        onHide={(card) => write(actions.hide(card), noticeMessages.hidden)}
        onDelete={(card) => write(actions.remove(card), noticeMessages.deleted)}
        onAudience={seesPostAudience(role) ? setAudienceOf : undefined}
        onMessage={setChatAbout}
        onOpenPost={(card) => post.open(String(card.id))}
        {...cardCallbacks}
      />
      <NoticePostModal postId={post.id} viewerId={user.id} onClose={post.close} {...cardCallbacks} />
      <NoticeAudienceModal card={audienceOf} onClose={() => setAudienceOf(null)} />
      <NoticeChatModal card={chatAbout} viewerId={user.id} onClose={() => setChatAbout(null)} />
    </>
  );
}
