import { deleteNoticeTemplateMutation, isApiError, noticeTemplatesQuery } from '@stride/api';
import {
  recordKeys,
  templateInUseCode,
  templateMessages,
  type NoticeTemplate,
  type PostForm,
} from '@stride/domain';
import { Modal, NoticeTemplatesTable, Skeleton, useToast } from '@stride/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '../../app/useQuery';
import { LogsLayout } from '../../app/LogsLayout';
import { loadError, loadErrorProps } from '../../app/load-error';
import { sessionAtom, userAtom } from '../../session/session-atoms';
import { useMutation } from '../../app/useMutation';
import { useModalDraft } from '../../drafts/useModalDraft';
import { RecordNotFound } from '../../app/RecordNotFound';
import { useRecordInUrl } from '../../app/useRecordInUrl';

// The editor brings tiptap: it loads only when a template is opened.
const NoticeTemplateEditor = lazy(async () => ({
  default: (await import('./NoticeTemplateEditor')).NoticeTemplateEditor,
}));

/** The template whose editor is open, and its changes not saved yet (the kept draft). */
type TemplateDraft = { template: NoticeTemplate; form: PostForm | null };

/**
 * /members/automations/notice_templates (docs/product/notices.md): the list; Edit opens the post editor in
 * a 1000-wide modal, with its own address (`?template=<id>`: Back closes it, a reload or a copied link opens
 * it, an id that is no template says so). Its changes are a kept draft, as the automation editor's: closing
 * it by any way with changes asks `Leave without saving?`, and a reload reopens it.
 */
export function NoticeTemplatesPage() {
  const write = useMutation();
  const toast = useToast();
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const templates = useQuery(noticeTemplatesQuery());
  const draft = useModalDraft<TemplateDraft>('notice-template', recordKeys.noticeTemplate);
  const record = useRecordInUrl(recordKeys.noticeTemplate);
  // The draft a reload (or a new login) found: its template opens with the changes not saved yet.
  const [kept, setKept] = useState<TemplateDraft | null>(draft.stored);
  const openId = record.id ?? (kept ? String(kept.template.id) : null);
  const keptHere = kept && String(kept.template.id) === openId ? kept : null;
  const template =
    openId === null
      ? undefined
      : (templates.data?.find((row) => String(row.id) === openId) ?? keptHere?.template);
  const editing: TemplateDraft | null = template ? { template, form: keptHere?.form ?? null } : null;
  if (!session || !user) return null;
  const closed = () => {
    setKept(null);
    record.close();
  };
  const close = () => draft.close(closed);

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
        onEdit={(row) => record.open(String(row.id))}
        onDelete={remove}
      />
      <Modal
        title={editing?.template.template_title ?? 'Notice template'}
        size="template-editor"
        open={openId !== null && (editing !== null || templates.isLoading)}
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
                closed();
                toast.show({ title: 'Success', message: templateMessages.saved, variant: 'success' });
              }}
            />
          </Suspense>
        ) : (
          <Skeleton lines={6} label="Loading the template" />
        )}
      </Modal>
      <RecordNotFound
        open={openId !== null && templates.data !== undefined && editing === null && !templates.isLoading}
        what="notice template"
        id={openId}
        onClose={closed}
      />
      {editing && draft.guard}
    </LogsLayout>
  );
}
