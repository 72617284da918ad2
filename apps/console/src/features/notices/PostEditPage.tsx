import { uploadPostFile, sendNoticeMutation } from '@stride/api';
import {
  cardOwnAction,
  emptyPostForm,
  picksTargetSchools,
  postEditorOffers,
  postFormOfCard,
  postPayload,
  type PostForm,
} from '@stride/domain';
import { ButtonLink, EmptyState, ErrorState, Skeleton, useToast } from '@stride/ui';
import { PostEditor } from '@stride/ui/editor';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { inHumanWords } from '../../app/in-human-words';
import { loadError } from '../../app/load-error';
import { useApiClient } from '../../app/useApiClient';
import { LeaveGuard } from '../../drafts/LeaveGuard';
import { useEditorDraft, useKeptDraft } from '../../drafts/useEditorDraft';
import { sessionAtom, userAtom } from '../../session/session-atoms';
import { useEditorOptions } from './useEditorOptions';
import { useNoticeDetail } from './useNoticeBoard';
import { useMutation } from '../../app/useMutation';
import { routerLink } from '../../app/router-link';
import { hasConsolePageBehind } from '../../app/previous-page';

/**
 * /members/noticeboard/edit/:new? (docs/product/notices.md): a new post, or the admin's own post by id. The
 * draft lives in local storage (ADR 0057, 0096); leaving returns to the previous page, publishing
 * to the board.
 */
export function PostEditPage() {
  const { new: param } = useParams();
  const postId = param && param !== 'new' && Number.isFinite(Number(param)) ? Number(param) : null;
  const key = postId === null ? 'new' : String(postId);
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const draft = useKeptDraft<PostForm>('post', key);
  const { keep, clear, unsaved } = useEditorDraft<PostForm>('post', key);
  const existing = useNoticeDetail(draft ? null : postId);
  const options = useEditorOptions(session?.role ?? 'SCHOOL_ADMIN');
  const client = useApiClient();
  const write = useMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  if (!session || !user) return null;
  if (existing.error)
    return (
      <ErrorState
        title="Error occured"
        {...loadError(existing.error, 'The post could not be loaded.')}
        onRetry={() => void existing.refresh()}
      />
    );
  // Authors edit their own posts: a typed address of another account's post opens no editor.
  if (existing.data && cardOwnAction(existing.data.notice, user.id) !== 'edit')
    return (
      <EmptyState
        title="Not your post"
        description="You can edit only the posts you wrote. This one was written by another account."
        action={
          <ButtonLink href="/members/noticeboard" renderLink={routerLink}>
            Go to the Notice Board
          </ButtonLink>
        }
      />
    );
  // Without a draft: this post's stored form, or an empty one. A stored draft keeps any field a newer editor added.
  const start = postId === null ? emptyPostForm : existing.data ? postFormOfCard(existing.data.notice) : null;
  const form = draft ? { ...emptyPostForm, ...draft } : start;
  if (!form) return <Skeleton shape="text" lines={6} label="Loading the post" />;

  // An upload is filed under the first school picked (a group, council or ALL names none).
  const firstSchool = form.schools.find((id): id is number => typeof id === 'number') ?? null;
  const schoolId = picksTargetSchools(session.role) ? firstSchool : session.organisationId;
  /**
   * Send publishes the post; with 'Save as template' ticked the post is also stored as a new
   * template. The board then opens at the top and reloads what it shows (the board revalidates on
   * mount), so the new or changed post is there at once.
   */
  async function send(sent: PostForm) {
    await write(sendNoticeMutation(postPayload({ ...sent, saveAsTemplate: false }, postId ?? undefined)));
    clear();
    toast.show({ title: 'Success', message: 'Sent', variant: 'success' });
    if (sent.saveAsTemplate)
      await write(sendNoticeMutation(postPayload(sent))).then(
        () => toast.show({ title: 'Success', message: 'Saved', variant: 'success' }),
        (error: unknown) =>
          toast.show({
            title: 'Error',
            ...loadError(error, 'The template could not be saved.'),
            variant: 'error',
          }),
      );
    navigate('/members/noticeboard');
    window.scrollTo(0, 0);
  }

  return (
    <>
      <PostEditor
        key={key}
        defaultValue={form}
        onValueChange={keep}
        offers={postEditorOffers(session.role)}
        viewerId={user.id}
        {...options}
        onUpload={inHumanWords('The file could not be uploaded.', (file, name) =>
          uploadPostFile(client, schoolId, file, name),
        )}
        onSend={inHumanWords('The post could not be sent.', send)}
        onCancel={() =>
          // Leaving returns to the previous page; with none in the console (a new tab), to the Notice Board.
          hasConsolePageBehind(location.key, window.history.state, window.navigation)
            ? void navigate(-1)
            : void navigate('/members/noticeboard')
        }
      />
      <LeaveGuard unsaved={unsaved} onLeave={clear} />
    </>
  );
}
