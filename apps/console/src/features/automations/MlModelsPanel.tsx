import {
  mlModelsQuery,
  previewMlData,
  previewMlPredict,
  saveMlModelMutation,
  uploadSurveyCsvMutation,
  duplicateMlModelMutation,
  trainMlMutation,
  deleteMlModelMutation,
  applyModelMutation,
} from '@stride/api';
import type { MlModel, MlModelForm } from '@stride/domain';
import { emptyMlModelForm, mlMessages, mlModelFormOf } from '@stride/domain';
import { ApplyModelModal, CsvUploader, MlModelEditor, MlModelsTable, useToast } from '@stride/ui';
import { useState } from 'react';
import { useQuery } from '../../app/useQuery';
import { useStateOfRecord } from '../../app/useStateOfRecord';
import { loadErrorProps } from '../../app/load-error';
import { useApiClient } from '../../app/useApiClient';
import { leaveMessages } from '../../drafts/LeaveGuard';
import { useModalDraft } from '../../drafts/useModalDraft';
import { useOrganisationChoices } from './useAutomations';
import { useFailureToast } from '../../app/useFailureToast';
import { useMutation } from '../../app/useMutation';

type Props = {
  /** The model whose editor opens at once (/members/automations/ml-{id}). */
  openModel?: MlModel;
  /** Called when the editor closes. */
  onEditorClosed?: () => void;
  /**
   * Opens a model from its row: the page goes to the model's own address, which opens its editor. Without
   * it the editor opens in place.
   * @default undefined
   */
  onOpenModel?: (model: MlModel) => void;
};

/** The machine-learning models beside the automation list (docs/product/automations.md) with their editor, apply modal and CSV uploader. */
export function MlModelsPanel({ openModel, onEditorClosed, onOpenModel }: Props) {
  const client = useApiClient();
  const write = useMutation();
  const toast = useToast();
  const failed = useFailureToast();
  const models = useQuery(mlModelsQuery());
  const organisations = useOrganisationChoices();
  const draft = useModalDraft<MlModelForm>('ml-model');
  // A draft left by a reload, a failed save or an expired session reopens its editor.
  const [editing, setEditing] = useStateOfRecord<MlModelForm | null>(
    openModel ? String(openModel.id) : null,
    () => draft.stored() ?? (openModel ? mlModelFormOf(openModel) : null),
  );
  const [applying, setApplying] = useState<{ model?: MlModel } | null>(null);
  const [uploading, setUploading] = useState(false);

  /** Runs a call; a success shows `message` (when given), a failure shows the server's error field and rejects. */
  const run = async <T,>(action: () => Promise<T>, message?: string) => {
    try {
      const answer = await action();
      if (message) toast.show({ variant: 'success', title: 'Success', message });
      return answer;
    } catch (failure) {
      failed(failure);
      throw failure;
    }
  };

  return (
    <>
      <MlModelsTable
        models={models.data ?? []}
        loading={models.isLoading}
        {...loadErrorProps(models.error, 'The ML models could not be loaded.')}
        onRetry={() => void models.refresh()}
        onOpen={(model) => (onOpenModel ? onOpenModel(model) : setEditing(mlModelFormOf(model)))}
        onCreate={() => setEditing(emptyMlModelForm)}
        onApply={(model) => setApplying({ model })}
        onUploadCsv={() => setUploading(true)}
        onDuplicate={(model) =>
          void run(() => write(duplicateMlModelMutation(model.id)), mlMessages.duplicated).catch(
            () => undefined,
          )
        }
        onDelete={(model) => run(() => write(deleteMlModelMutation(model.id)), mlMessages.deleted)}
      />
      {editing && (
        <MlModelEditor
          open
          onOpenChange={(open) =>
            !open &&
            draft.close(() => {
              setEditing(null);
              onEditorClosed?.();
            })
          }
          defaultValues={editing}
          onValuesChange={draft.keep}
          organisations={organisations}
          onSave={(body) =>
            run(() => write(saveMlModelMutation(body)), mlMessages.saved).then((saved) => {
              draft.clear();
              return saved;
            })
          }
          onTrain={(id) => run(() => write(trainMlMutation(id)))}
          onPreview={(body, limit) =>
            run(() => previewMlData(client, body, limit), mlMessages.testingFinished)
          }
        />
      )}
      {editing && draft.guard}
      {applying && (
        <ApplyModelModal
          open
          onOpenChange={(open) => !open && setApplying(null)}
          discardQuestion={leaveMessages}
          models={models.data ?? []}
          defaultModelId={applying.model?.id}
          onApply={(form) => run(() => write(applyModelMutation(form)), mlMessages.saved)}
          onPreviewPredict={(uploadId, limit, modelIds) =>
            run(
              () => previewMlPredict(client, { stap_data_upload_id: uploadId }, limit, modelIds),
              mlMessages.testingFinished,
            )
          }
        />
      )}
      <CsvUploader
        open={uploading}
        onOpenChange={setUploading}
        discardQuestion={leaveMessages}
        onSubmit={(upload) =>
          run(() =>
            write(
              uploadSurveyCsvMutation({
                name: upload.name,
                file: upload.file,
                fileName: upload.file.name,
                overwriteCache: upload.overwriteCache,
              }),
            ),
          )
        }
      />
    </>
  );
}
