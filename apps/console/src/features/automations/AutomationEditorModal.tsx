import { automationBodyOf } from '@stride/domain';
import type { AutomationFormValues, AutomationUserType, ContentType } from '@stride/domain';
import { executeAutomation, previewAutomation, saveAutomation, sendAutomationTest } from '@stride/api';
import { AutomationEditor, useToast } from '@stride/ui';
import { useState } from 'react';
import { useApiClient } from '../../app/useApiClient';
import { useFailureToast } from './useFailureToast';
import { useOrganisationChoices, useTemplateOptions } from './useAutomations';

export type EditorTarget = { values: AutomationFormValues; purpose: 'edit' | 'launch' };

type Props = {
  target: EditorTarget;
  onValuesChange: (values: AutomationFormValues) => void;
  onClose: () => void;
  onSaved: () => void;
};

/** The editor wired to the api: save, previews, test and launch with the spec's notices (spec 2 §8). */
export function AutomationEditorModal({ target, onValuesChange, onClose, onSaved }: Props) {
  const client = useApiClient();
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
      templates={templates}
      organisations={organisations}
      onContentTypeChange={(contentType, userType) =>
        setChoice({ contentType, userType: userType as AutomationUserType | '' })
      }
      onSave={async (values) => {
        try {
          await saveAutomation(client, automationBodyOf(values));
          toast.show({ variant: 'success', title: 'Saved', message: 'Good things just happened!' });
          onSaved();
        } catch (failure) {
          saveFailed(failure);
          throw failure;
        }
      }}
      onPreview={(values, flag) => previewAutomation(client, automationBodyOf(values), flag)}
      onSendTest={async (values, recipient) => {
        toast.show({ variant: 'info', title: 'Test', message: 'Sending test' });
        return sendAutomationTest(client, automationBodyOf(values), recipient);
      }}
      onLaunch={async (values, limitRows) => {
        const result = await executeAutomation(client, {
          ...automationBodyOf(values),
          limit_rows: limitRows,
        });
        toast.show({ variant: 'success', title: 'Saved', message: "You've triggered automation" });
        onSaved();
        return result;
      }}
    />
  );
}
