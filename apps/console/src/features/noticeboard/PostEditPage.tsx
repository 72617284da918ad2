import { sendNotice, uploadPostFile } from '@stride/api';
import { emptyPostForm, postFormOfCard, postPayload, type PostForm } from '@stride/domain';
import { ErrorState, Skeleton, useToast } from '@stride/ui';
import { PostEditor } from '@stride/ui/editor';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { loadErrorMessage } from '../../app/load-error-message';
import { useApiClient } from '../../app/useApiClient';
import { sessionAtom, userAtom } from '../../session/session-atoms';
import { draftForm, postDraftAtom } from './post-draft';
import { useEditorOptions } from './useEditorOptions';
import { useNoticeDetail } from './useNoticeBoard';

/**
 * /members/noticeboard/edit/:new? (spec 3 §2): a new post, or the admin's own post by id. The
 * draft lives in local storage; leaving returns to the previous page, publishing to the board.
 */
export function PostEditPage() {
  const { new: param } = useParams();
  const postId = param && param !== 'new' && Number.isFinite(Number(param)) ? Number(param) : null;
  const key = postId === null ? 'new' : String(postId);
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const [draft, setDraft] = useAtom(postDraftAtom);
  const existing = useNoticeDetail(draft?.key === key ? null : postId);
  const options = useEditorOptions(session?.role ?? 'SCHOOL_ADMIN');
  const client = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();

  // A draft of another post (or none) gives way to this post's stored form, or an empty one.
  useEffect(() => {
    if (draft?.key === key) return;
    if (postId === null) setDraft({ key, form: emptyPostForm });
    else if (existing.data) setDraft({ key, form: postFormOfCard(existing.data.notice) });
  }, [draft?.key, key, postId, existing.data, setDraft]);

  if (!session || !user) return null;
  if (existing.error) return <ErrorState title="Error occured" message={loadErrorMessage(existing.error, 'The post could not be loaded.')} onRetry={() => void existing.mutate()} />;
  if (draft?.key !== key) return <Skeleton shape="text" lines={6} label="Loading the post" />;

  const schoolId = session.role === 'SCHOOL_ADMIN' ? session.organisationId : (draft.form.schools[0] ?? null);
  async function send(form: PostForm) {
    await sendNotice(client, postPayload(form, postId ?? undefined));
    setDraft(null);
    toast.show({ title: 'Success', message: form.saveAsTemplate ? 'Saved' : 'Sent', variant: 'success' });
    navigate('/members/noticeboard');
  }

  return (
    <PostEditor
      value={draftForm(draft)}
      onValueChange={(form) => setDraft({ key, form })}
      role={session.role}
      viewerId={user.id}
      {...options}
      onUpload={(file, name) => uploadPostFile(client, schoolId, file, name)}
      onSend={send}
      onCancel={() => navigate(-1)}
    />
  );
}
