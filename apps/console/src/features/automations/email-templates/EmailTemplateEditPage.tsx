import type { EmailTemplatePayload } from '@stride/domain';
import { emailTemplateMessages } from '@stride/domain';
import {
  emailTemplatesQuery,
  mailTemplateQuery,
  sendPreviewEmail,
  uploadPublicImage,
  saveMailTemplateMutation,
} from '@stride/api';
import { ErrorState, Skeleton, useToast } from '@stride/ui';
import { EmailTemplateEditor, type EmailTemplateEditorDraft } from '@stride/ui/editor';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '../../../app/useQuery';
import { loadError } from '../../../app/load-error';
import { useApiClient } from '../../../app/useApiClient';
import { LeaveGuard } from '../../../drafts/LeaveGuard';
import { useEditorDraft } from '../../../drafts/useEditorDraft';
import { LogsLayout } from '../../../app/LogsLayout';
import { useFailureToast } from '../../../app/useFailureToast';
import { useMutation } from '../../../app/useMutation';
import { useRecordRoute } from '../../../app/useRecordInUrl';

const listPath = '/members/automations/mailgun_templates';

/**
 * /members/automations/mailgun_templates/:id (`new` creates) and /members/edit-email-template/:id
 * (docs/product/automations.md): the email template editor. This module brings tiptap, so only these
 * routes load it. Cancel goes back to the list as it was left (its sort and filters), as Back does.
 */
export function EmailTemplateEditPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const record = useRecordRoute();
  const toast = useToast();
  const failed = useFailureToast();
  const run = useMutation();
  const { id = 'new' } = useParams();
  const templateId = id === 'new' ? null : Number(id);
  const template = useQuery(templateId === null ? null : mailTemplateQuery(templateId));
  const draft = useEditorDraft<EmailTemplateEditorDraft>('email-template', id);
  const headersAndFooters = useQuery(emailTemplatesQuery('headers_footers'));

  /** Runs a write and shows its notice; a failure shows the server's reason and rejects, so the editor keeps its draft. */
  const write = async <T,>(action: () => Promise<T>, message: string) => {
    try {
      const answer = await action();
      toast.show({ variant: 'success', title: 'Success', message });
      return answer;
    } catch (failure) {
      failed(failure);
      throw failure;
    }
  };

  const save = async (payload: EmailTemplatePayload) => {
    // The list and the automation editor's template choices show the saved title and time straight away.
    const { id: savedId } = await write(
      () => run(saveMailTemplateMutation(payload)),
      emailTemplateMessages.saved,
    );
    draft.clear();
    if (templateId === null) {
      const saved = `${listPath}/${savedId}`;
      navigate(saved, { replace: true, state: record.keptState(saved) });
    }
  };

  const error = template.error ?? headersAndFooters.error;
  return (
    <LogsLayout>
      {error ? (
        <ErrorState
          {...loadError(error, 'The email template could not be loaded.')}
          onRetry={() => void Promise.all([template.refresh(), headersAndFooters.refresh()])}
        />
      ) : (templateId !== null && !template.data) || !headersAndFooters.data ? (
        <Skeleton lines={8} label="Loading the email template" />
      ) : (
        <EmailTemplateEditor
          key={templateId ?? 'new'}
          template={template.data}
          defaultDraft={draft.stored() ?? undefined}
          onDraftChange={draft.keep}
          headersAndFooters={headersAndFooters.data}
          onSave={save}
          onSendPreview={(email) =>
            write(
              () => sendPreviewEmail(client, { id: templateId!, email, name: template.data?.title ?? '' }),
              emailTemplateMessages.previewSent,
            )
          }
          onUploadImage={(image) =>
            uploadPublicImage(client, image, image.name).catch((failure: unknown) => {
              failed(failure);
              throw failure;
            })
          }
          onCancel={() => record.backToList(listPath)}
        />
      )}
      <LeaveGuard unsaved={draft.unsaved} onLeave={draft.clear} />
    </LogsLayout>
  );
}
