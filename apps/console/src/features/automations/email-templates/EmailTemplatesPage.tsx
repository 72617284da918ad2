import type { Mutation } from '@stride/api';
import { emailTemplatesQuery, duplicateMailTemplateMutation, deleteMailTemplateMutation } from '@stride/api';
import { emailTemplateMessages } from '@stride/domain';
import { ButtonLink, EmailTemplatesTable, useToast } from '@stride/ui';
import { routerLink } from '../../../app/router-link';
import { useQuery } from '../../../app/useQuery';
import { loadErrorProps } from '../../../app/load-error';
import { LogsLayout } from '../../../app/LogsLayout';
import { useFailureToast } from '../../../app/useFailureToast';
import { useMutation } from '../../../app/useMutation';
import { useRecordRoute } from '../../../app/useRecordInUrl';

/**
 * /members/automations/mailgun_templates (docs/product/automations.md): templates, headers and footers; edit,
 * duplicate, delete, add new. A template opens on its own page, which goes back to the list as it was.
 */
export function EmailTemplatesPage() {
  const run = useMutation();
  const record = useRecordRoute();
  const toast = useToast();
  const failed = useFailureToast();
  const templates = useQuery(emailTemplatesQuery());

  /** Runs a write (which reloads the list) and shows its notice; a failure shows the server's reason. */
  const write = async <R,>(change: Mutation<R>, message: string) => {
    try {
      await run(change);
    } catch (failure) {
      failed(failure);
      throw failure;
    }
    toast.show({ variant: 'success', title: 'Success', message });
  };

  return (
    <LogsLayout>
      <ButtonLink
        variant="secondary"
        href="/members/automations/raw_mailgun_templates"
        renderLink={routerLink}
      >
        Raw templates
      </ButtonLink>
      <EmailTemplatesTable
        templates={templates.data ?? []}
        loading={templates.isLoading}
        {...loadErrorProps(templates.error, 'The email templates could not be loaded.')}
        onRetry={() => void templates.refresh()}
        onAdd={() => record.open('/members/automations/mailgun_templates/new')}
        onEdit={(template) => record.open(`/members/automations/mailgun_templates/${template.id}`)}
        onDuplicate={(template) =>
          void write(duplicateMailTemplateMutation(template.id), emailTemplateMessages.duplicated).catch(
            () => undefined,
          )
        }
        onDelete={(template) => write(deleteMailTemplateMutation(template.id), emailTemplateMessages.deleted)}
      />
    </LogsLayout>
  );
}
