import { uploadPostFile, viewNoticeTemplateQuery, sendNoticeMutation } from '@stride/api';
import {
  emptyPostForm,
  postEditorOffers,
  postFormOf,
  postPayload,
  type NoticeTemplate,
  type PostForm,
  type Role,
} from '@stride/domain';
import { ErrorState, Skeleton } from '@stride/ui';
import { PostEditor } from '@stride/ui/editor';
import { useQuery } from '../../app/useQuery';
import { inHumanWords } from '../../app/in-human-words';
import { loadError } from '../../app/load-error';
import { useApiClient } from '../../app/useApiClient';
import { useEditorOptions } from './useEditorOptions';
import { useMutation } from '../../app/useMutation';

type Props = {
  template: NoticeTemplate;
  /** The changes kept from before (a reload), shown instead of the stored template; null when none. */
  draft: PostForm | null;
  role: Role;
  viewerId: number;
  /** Each change, to keep as the draft. */
  onChange: (form: PostForm) => void;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * A notice template in the post editor (template mode), offering the post editor's schools, years
 * and groups; it is lazily loaded with tiptap.
 */
export function NoticeTemplateEditor({
  template,
  draft,
  role,
  viewerId,
  onChange,
  onSaved,
  onCancel,
}: Props) {
  const client = useApiClient();
  const write = useMutation();
  const stored = useQuery(draft ? null : viewNoticeTemplateQuery(template.id));
  const options = useEditorOptions(role);
  if (stored.error && !draft)
    return (
      <ErrorState
        title="Error occured"
        {...loadError(stored.error, 'The template could not be loaded.')}
        onRetry={() => void stored.refresh()}
      />
    );
  // A kept draft keeps any field a newer editor added.
  const form = draft ? { ...emptyPostForm, ...draft } : stored.data ? postFormOf(stored.data) : null;
  if (!form) return <Skeleton lines={6} label="Loading the template" />;
  return (
    <PostEditor
      mode="template"
      defaultValue={{ ...form, saveAsTemplate: true }}
      onValueChange={onChange}
      offers={postEditorOffers(role)}
      viewerId={viewerId}
      {...options}
      onUpload={inHumanWords('The file could not be uploaded.', (file, name) =>
        uploadPostFile(client, null, file, name),
      )}
      onSend={inHumanWords('The template could not be saved.', async (next) => {
        await write(sendNoticeMutation(postPayload(next, template.id)));
        onSaved();
      })}
      onCancel={onCancel}
    />
  );
}
