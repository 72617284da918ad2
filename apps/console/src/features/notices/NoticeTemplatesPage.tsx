import { deleteNoticeTemplateMutation, isApiError, noticeTemplatesQuery } from '@stride/api';
import { templateInUseCode, templateMessages, type NoticeTemplate, type PostForm } from '@stride/domain';
import { Modal, NoticeTemplatesTable, Skeleton, useToast } from '@stride/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '../../app/useQuery';
import { LogsLayout } from '../../app/LogsLayout';
import { loadError, loadErrorProps } from '../../app/load-error';
import { sessionAtom, userAtom } from '../../session/session-atoms';
import { useMutation } from '../../app/useMutation';
import { useModalDraft } from '../../drafts/useModalDraft';

// The editor brings tiptap: it loads only when a template is opened.
const NoticeTemplateEditor = lazy(async () => ({
  default: (await import('./NoticeTemplateEditor')).NoticeTemplateEditor,
}));

/** The template whose editor is open, and its changes not saved yet (the kept draft). */
type TemplateDraft = { template: NoticeTemplate; form: PostForm | null };

/**
 * /members/automations/notice_templates (docs/product/notices.md): the list; Edit opens the post editor in
 * a 1000-wide modal. Its changes are a kept draft, as the automation editor's: closing it by any way with
 * changes asks `Leave without saving?`, and a reload reopens it.
 */
export function NoticeTemplatesPage() {
  const write = useMutation();
  const toast = useToast();
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const templates = useQuery(noticeTemplatesQuery());
  const draft = useModalDraft<TemplateDraft>('notice-template');
  const [editing, setEditing] = useState<TemplateDraft | null>(draft.stored);
  if (!session || !user) return null;
  const close = () => draft.close(() => setEditing(null));

  async function remove(template: NoticeTemplate) {
    try {
      await write(deleteNoticeTemplateMutation(template.id));
    } catch (error) {
      const inUse = isApiError(error) && error.code === templateInUseCode;
      const { message, detail } = loadError(error, 'The template could not be deleted.');
      toast.show({
        title: 'Error',
        message: inUse ? templateMessages.inUse : message,
        detail,
        variant: 'error',
      });
      return;
    }
    toast.show({ title: 'Success', message: templateMessages.deleted, variant: 'success' });
  }

  return (
    <LogsLayout>
      <NoticeTemplatesTable
        templates={templates.data ?? []}
        loading={templates.isLoading}
        {...loadErrorProps(templates.error, 'The notice templates could not be loaded.')}
        onRetry={() => void templates.refresh()}
        onEdit={(template) => setEditing({ template, form: null })}
        onDelete={remove}
      />
      <Modal
        title={editing?.template.template_title ?? 'Notice template'}
        size="template-editor"
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
      >
        {editing ? (
          <Suspense fallback={<Skeleton lines={6} label="Loading the editor" />}>
            <NoticeTemplateEditor
              template={editing.template}
              draft={editing.form}
              role={session.role}
              viewerId={user.id}
              onChange={(form) => draft.keep({ template: editing.template, form })}
              onCancel={close}
              onSaved={() => {
                draft.clear();
                setEditing(null);
                toast.show({ title: 'Success', message: templateMessages.saved, variant: 'success' });
              }}
            />
          </Suspense>
        ) : null}
      </Modal>
      {editing && draft.guard}
    </LogsLayout>
  );
}
