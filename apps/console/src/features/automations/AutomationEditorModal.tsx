import { automationBodyOf, automationNotices, titledNotice } from '@stride/domain';
import type { AutomationFormValues, AutomationUserType, ContentType } from '@stride/domain';
import {
  previewAutomation,
  sendAutomationTest,
  executeAutomationMutation,
  saveAutomationMutation,
} from '@stride/api';
import { AutomationEditor, useToast } from '@stride/ui';
import { useState } from 'react';
import { useApiClient } from '../../app/useApiClient';
import { inHumanWords } from '../../app/in-human-words';
import { useFailureToast } from '../../app/useFailureToast';
import { useOrganisationChoices, useTemplateOptions } from './useAutomations';
import { useMutation } from '../../app/useMutation';

export type EditorTarget = { values: AutomationFormValues; purpose: 'edit' | 'launch' };

type Props = {
  target: EditorTarget;
  onValuesChange: (values: AutomationFormValues) => void;
  onClose: () => void;
  onSaved: () => void;
};

/** The editor wired to the api: save, previews, test and launch with the spec's notices (docs/product/automations.md). */
export function AutomationEditorModal({ target, onValuesChange, onClose, onSaved }: Props) {
  const client = useApiClient();
  const write = useMutation();
  const toast = useToast();
  const saveFailed = useFailureToast();
  const [choice, setChoice] = useState<{ contentType: ContentType | ''; userType: AutomationUserType | '' }>({
    contentType: target.values.content_type,
    userType: target.values.user_type,
  });
  const templates = useTemplateOptions(choice.contentType, choice.userType);
  const organisations = useOrganisationChoices();

  return (
    <AutomationEditor
      open
      onOpenChange={(open) => !open && onClose()}
      defaultValues={target.values}
      purpose={target.purpose}
      onValuesChange={onValuesChange}
      templates={templates.options}
      templatesLoading={templates.loading}
      organisations={organisations}
      onContentTypeChange={(contentType, userType) =>
        setChoice({ contentType, userType: userType as AutomationUserType | '' })
      }
      onSave={async (values) => {
        try {
          await write(saveAutomationMutation(automationBodyOf(values)));
          toast.show({ variant: 'success', ...titledNotice(automationNotices.saved) });
          onSaved();
        } catch (failure) {
          saveFailed(failure);
          throw failure;
        }
      }}
      onPreview={inHumanWords('The preview failed.', (values, flag) =>
        previewAutomation(client, automationBodyOf(values), flag),
      )}
      onSendTest={inHumanWords('The test failed.', async (values, recipient) => {
        toast.show({ variant: 'info', title: 'Test', message: 'Sending test' });
        return sendAutomationTest(client, automationBodyOf(values), recipient);
      })}
      onLaunch={inHumanWords('The launch failed.', async (values, limitRows) => {
        const result = await write(
          executeAutomationMutation({ ...automationBodyOf(values), limit_rows: limitRows }),
        );
        toast.show({ variant: 'success', ...titledNotice(automationNotices.launched) });
        onSaved();
        return result;
      })}
    />
  );
}
